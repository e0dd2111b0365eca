/**
 * An answer kept as the bytes a response carries: its JSON serialised once, and its gzip and brotli forms made
 * once, on the first request that accepts each, so serving it again costs a header and a write. Compression runs on
 * zlib's thread pool, never on the event loop; concurrent requests share one compression.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** A content coding a stored body can be sent in. */
export type BodyEncoding = 'br' | 'gzip';

/** Bodies shorter than this go uncompressed: the coding's overhead would outweigh the saving. */
export const COMPRESS_MIN_BYTES = 1024;

const compressors: Record<BodyEncoding, (json: Buffer) => Promise<Buffer>> = {
  // Quality 5 and level 6: most of the best ratio at a small part of its cost (a miss pays it once).
  br: (json) =>
    promisify(brotliCompress)(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (json) => promisify(gzip)(json, { level: 6 }),
};

/** The JSON of an answer and the compressed forms made of it so far. */
export class StoredBody {
  private readonly encoded = new Map<BodyEncoding, Promise<Buffer>>();
  private encodedBytes = 0;

  constructor(
    /** The answer's JSON, exactly as `JSON.stringify` writes it (what Fastify would have sent). */
    readonly json: Buffer,
    /** Told how many bytes a compressed form adds once it is made (the cache's byte count). */
    private readonly onGrow: (bytes: number) => void = () => {},
  ) {}

  /** Serialises a value once; `undefined` (no JSON at all) is stored as an empty body. */
  static of(value: unknown, onGrow?: (bytes: number) => void): StoredBody {
    const text = JSON.stringify(value) as string | undefined;
    return new StoredBody(Buffer.from(text ?? '', 'utf8'), onGrow);
  }

  /** The bytes held: the JSON and every compressed form made so far. */
  get bytes(): number {
    return this.json.length + this.encodedBytes;
  }

  /** The value back from its JSON (for callers that need the answer itself rather than its bytes). */
  value(): unknown {
    return this.json.length === 0 ? undefined : JSON.parse(this.json.toString('utf8'));
  }

  /** The body in `encoding`, compressed on the first request for it and kept. */
  encode(encoding: BodyEncoding): Promise<Buffer> {
    let made = this.encoded.get(encoding);
    if (!made) {
      made = compressors[encoding](this.json);
      this.encoded.set(encoding, made);
      made.then(
        (bytes) => {
          this.encodedBytes += bytes.length;
          this.onGrow(bytes.length);
        },
        () => this.encoded.delete(encoding),
      );
    }
    return made;
  }
}

/**
 * The coding to send a body of `length` bytes in, from the request's `accept-encoding`: brotli before gzip at an
 * equal weight, nothing a `q=0` refuses, and none for a short body or a request that accepts neither.
 */
export function chooseEncoding(header: string | string[] | undefined, length: number): BodyEncoding | null {
  if (length < COMPRESS_MIN_BYTES || !header) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: BodyEncoding): number => weights.get(coding) ?? weights.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const).filter((c) => weightOf(c) > 0).sort((a, b) => weightOf(b) - weightOf(a));
  return best ?? null;
}
