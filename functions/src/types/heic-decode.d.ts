/** heic-decode 2.x (libheif compiled to WebAssembly): the parts Palme uses. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, row by row. */
    data: Uint8ClampedArray;
  }
  interface HeifImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface Decode {
    (input: { buffer: Uint8Array }): Promise<DecodedImage>;
    /** Every image of the file, read from its header; decode() each one, then dispose() the lot. */
    all(input: { buffer: Uint8Array }): Promise<HeifImage[] & { dispose(): void }>;
  }
  const decode: Decode;
  export default decode;
}
