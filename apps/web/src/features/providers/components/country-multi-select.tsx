import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useCountryOptions } from '@/lib/country-options';

/** A searchable multi-select of countries; form input props pass straight through. */
export function CountryMultiSelect(props: Omit<MultiSelectProps, 'data'> & { 'data-testid'?: string }) {
  const data = useCountryOptions();
  return <MultiSelect data={data} searchable clearable hidePickedOptions maxDropdownHeight={240} {...props} />;
}
