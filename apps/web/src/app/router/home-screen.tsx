import { EntryPoints } from '@/app/navigation/entry-points';
import { HomePage } from '@/features/home/routes/home-page';

/** Home, given the shell's menu as its entry points: the shell imports features, never the reverse. */
export function HomeScreen() {
  return <HomePage entryPoints={<EntryPoints />} />;
}
