import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the answers built per request (a signed-in `/api/init`, the back office's lists, the order
 * desk's): brotli before gzip, from 1 KB on. Answers prepared and compressed once (prepared-json.ts, the
 * rendered pages, the precompressed web build) carry their content-encoding already and pass untouched;
 * event streams are not compressed (the plugin's types leave text/event-stream out), so each event still
 * reaches a board at once. Compressed request bodies are refused rather than inflated: no client of ours
 * sends them, and inflating them would let a small body grow past the body limit's intent.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
