/** country-flag-icons ships one module per flag (`string/3x2/<code>`), each the flag's SVG markup, without types. */
declare module 'country-flag-icons/string/3x2/*' {
  const svg: string;
  export default svg;
}
