import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from '../faults/api-process.js';

const DOVECOT = '/usr/sbin/dovecot';

export type Dovecot = {
  host: string;
  port: number;
  user: string;
  password: string;
  /** Delivers a mail into the user's INBOX the way a mail server does (IMAP APPEND); resolves with its UID. */
  deliver(raw: string | Buffer): Promise<number>;
  /** Flags of every message in the INBOX, by UID. */
  flags(): Promise<Map<number, string[]>>;
  close(): Promise<void>;
};

/** The uid/gid names dovecot runs as: its own accounts when started as root (it refuses root), else ours. */
async function accounts(dir: string) {
  if (process.getuid?.() !== 0) {
    const me = userInfo();
    return { internal: me.username, login: me.username, uid: me.uid, gid: me.gid };
  }
  const { uid, gid } = await import('node:child_process').then(({ execFileSync }) => ({
    uid: Number(execFileSync('id', ['-u', 'dovecot']).toString()),
    gid: Number(execFileSync('id', ['-g', 'dovecot']).toString()),
  }));
  await chown(join(dir, 'home'), uid, gid);
  return { internal: 'dovecot', login: 'dovenull', uid, gid };
}

/**
 * A real IMAP server from Debian (dovecot-imapd) for one test file: its own configuration, port and
 * maildir under a temporary directory, one user with a static password, no TLS.
 */
export async function startDovecot(): Promise<Dovecot> {
  if (!existsSync(DOVECOT))
    throw new Error(`${DOVECOT} is missing: install Debian's dovecot-imapd (scripts/system-deps.sh)`);
  const dir = await mkdtemp(join(tmpdir(), 'freight-dovecot-'));
  // The mail processes run as dovecot's own user when started by root: they must reach the maildir.
  await chmod(dir, 0o755);
  await mkdir(join(dir, 'home'), { recursive: true });
  const port = await freePort();
  const who = await accounts(dir);
  await writeFile(
    join(dir, 'dovecot.conf'),
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${who.internal}
default_internal_group = ${who.internal}
default_login_user = ${who.login}
first_valid_uid = 1
passdb {
  driver = static
  args = password=secret
}
userdb {
  driver = static
  args = uid=${who.uid} gid=${who.gid} home=${dir}/home/%u
}
mail_location = maildir:~/Maildir
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`,
  );
  const child: ChildProcess = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  const user = 'costs';
  const connect = async () => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user, pass: 'secret' },
      logger: false,
    });
    await client.connect();
    return client;
  };
  // Ready once a log-in works (the master forks its services after it starts listening).
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ok = await connect().then(
      (c) => c.logout().then(() => true),
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`dovecot did not start (see ${dir}/dovecot.log)`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    host: '127.0.0.1',
    port,
    user,
    password: 'secret',
    async deliver(raw) {
      const client = await connect();
      try {
        const appended = await client.append('INBOX', raw);
        if (!appended || !appended.uid) throw new Error('APPEND gave no UID');
        return appended.uid;
      } finally {
        await client.logout();
      }
    },
    async flags() {
      const client = await connect();
      const out = new Map<number, string[]>();
      try {
        await client.mailboxOpen('INBOX', { readOnly: true });
        for await (const m of client.fetch('1:*', { uid: true, flags: true })) out.set(m.uid, [...(m.flags ?? [])]);
      } finally {
        await client.logout();
      }
      return out;
    },
    async close() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
