import { useSearchParams } from 'react-router';

/** Hidden inputs carrying the page's query parameters, but one, along in a GET form to the same page. */
export function CurrentParameters(props: { except: string }) {
  const [searchParams] = useSearchParams();
  return [...searchParams].map(([name, value]) =>
    name === props.except ? null : <input key={`${name}=${value}`} type="hidden" name={name} value={value} />,
  );
}
