// `npm run demo:reply -- [reference] [agent e-mail]` (issue 42): answers a cost request of the running
// demo as the agent would by pressing Reply. It finds the request's mail in the demo inbox (the newest
// one, or the one of that quotation and agent), fills in the cost sheet attached to it and replies to
// the request's own address through the portal's SMTP receiver. Needs `npm run demo` running.
import ExcelJS from 'exceljs';
import { simpleParser } from 'mailparser';
import { createTransport } from 'nodemailer';

const INBOX_PORT = Number(process.env.DEMO_MAIL_WEB_PORT || 1080);
const INBOUND_PORT = Number(process.env.DEMO_INBOUND_SMTP_PORT || 2525);
const TEMPLATE = /^costs-.+\.xlsx$/i;
// What the demo agent quotes, by charge code (the sheet lists the codes of the quotation's mode); a
// sheet with none of these gets the first amounts of FALLBACK on its first rows.
const PRICES = { OFT: 1250, 'THC-O': 95.5, 'THC-D': 110, BL: 45, AFT: 3.85, AWB: 35, RFT: 950, EXP: 85, DOC: 40 };
const FALLBACK = [1250, 95.5, 40];

const [reference, agent] = process.argv.slice(2).map((a) => a.trim());
const inbox = `http://127.0.0.1:${INBOX_PORT}/api/email`;

function fail(message) {
  console.error(`demo:reply: ${message}`);
  process.exit(1);
}

async function get(url) {
  let res;
  try {
    res = await fetch(url);
  } catch {
    fail(`the demo inbox does not answer on port ${INBOX_PORT}: is \`npm run demo\` running (DEMO_MAIL_WEB_PORT)?`);
  }
  if (!res.ok) fail(`the demo inbox answered ${res.status} to ${url}`);
  return res;
}

/** The newest cost-request mail (with its sheet and its plus-address) of the reference and agent asked for. */
async function findRequestMail() {
  const listed = await (await get(`${inbox}?sort=desc`)).json();
  for (const item of listed.slice(0, 200)) {
    if (
      reference &&
      !String(item.subject ?? '')
        .toUpperCase()
        .includes(reference.toUpperCase())
    )
      continue;
    const to = (item.to ?? []).map((a) => String(a.address ?? '').toLowerCase());
    if (agent && !to.includes(agent.toLowerCase())) continue;
    const mail = await simpleParser(Buffer.from(await (await get(`${inbox}/${item.id}/source`)).arrayBuffer()));
    const sheet = mail.attachments.find((a) => TEMPLATE.test(a.filename ?? ''));
    const plus = (mail.replyTo?.value ?? []).map((v) => v.address ?? '').find((a) => /^[^@+]+\+[^@]+@/.test(a));
    if (sheet && plus) return { mail, sheet, plus, agent: mail.to?.value[0]?.address ?? to[0] };
  }
  return fail(
    `no cost-request mail${reference ? ` of ${reference}` : ''}${agent ? ` to ${agent}` : ''} in the demo inbox: ` +
      'sign in as pricing, take a request and ask an agent for costs first.',
  );
}

/** The sheet as the agent saves it: amounts on its charges, the validity, transit and free days. */
async function filledIn(sheet) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Uint8Array.from(sheet.content).buffer);
  const until = new Date(Date.now() + 14 * 86_400_000);
  const day = `${String(until.getUTCDate()).padStart(2, '0')}/${String(until.getUTCMonth() + 1).padStart(2, '0')}/${until.getUTCFullYear()}`;
  const fields = { description: 'Demo: reply by mail', validUntil: day, transitDays: 30, freeDays: 14 };
  const rows = [];
  book.worksheets[0].eachRow((row) => {
    const key = row.getCell(1).text;
    if (key === 'charge') rows.push(row);
    else if (key in fields) row.getCell(3).value = fields[key];
  });
  const known = rows.filter((row) => row.getCell(2).text in PRICES);
  const priced = (known.length ? known : rows.slice(0, FALLBACK.length)).map((row, i) => {
    const code = row.getCell(2).text;
    row.getCell(5).value = known.length ? PRICES[code] : FALLBACK[i];
    return code;
  });
  return { bytes: Buffer.from(await book.xlsx.writeBuffer()), priced };
}

const { mail, sheet, plus, agent: from } = await findRequestMail();
const { bytes, priced } = await filledIn(sheet);
const transport = createTransport({ host: '127.0.0.1', port: INBOUND_PORT, secure: false, ignoreTLS: true });
try {
  await transport.sendMail({
    from,
    to: plus,
    subject: `Re: ${mail.subject ?? ''}`,
    inReplyTo: mail.messageId,
    references: mail.messageId ? [mail.messageId] : [],
    text: `Our costs are in the attached sheet; valid 14 days, 14 free days.\n\n> ${(mail.text ?? '').split('\n')[0]}`,
    attachments: [{ filename: sheet.filename, content: bytes }],
  });
} catch (err) {
  fail(`the portal's SMTP receiver refused the reply on port ${INBOUND_PORT} (DEMO_INBOUND_SMTP_PORT): ${err.message}`);
} finally {
  transport.close();
}
console.log(
  `Replied as ${from} to "${mail.subject}" with ${sheet.filename} (${priced.join(', ')} priced).\n` +
    'As pricing, the agent\'s row now shows "answered by mail"; its link "cost to confirm" opens the agent\n' +
    'quote screen, where the sheet waits to be turned into the cost.',
);
