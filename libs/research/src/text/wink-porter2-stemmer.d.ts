// The package ships plain CommonJS without typings.
declare module 'wink-porter2-stemmer' {
  function stem(word: string): string;
  export = stem;
}
