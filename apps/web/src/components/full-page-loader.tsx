import { Center, Loader } from '@mantine/core';

export function FullPageLoader() {
  return (
    <Center h="60vh" data-testid="page-loader">
      <Loader />
    </Center>
  );
}
