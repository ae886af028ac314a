import { writeFile } from 'node:fs/promises';

/**
 * Writes a small but valid GGUF v3 language model (`llama` architecture, float32 random weights, a
 * sentencepiece vocabulary of bytes and printable characters, a ChatML chat template). It loads and generates
 * like any model; what it writes is noise, so tests built on it check streaming, stopping and errors, not words.
 */
export interface TinyGgufOptions {
  /** Seeds the weights: the same seed writes the same file. */
  seed?: number;
  contextLength?: number;
}

const ALIGNMENT = 32;
const N_EMBD = 64;
const N_HEAD = 4;
const N_LAYER = 2;
const N_FF = 128;

/** The ChatML template, as many instruct models carry it in `tokenizer.chat_template`. */
export const TINY_CHAT_TEMPLATE =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

const enum ValueType {
  Uint32 = 4,
  Int32 = 5,
  Float32 = 6,
  Bool = 7,
  String = 8,
  Array = 9,
}

const enum TokenType {
  Normal = 1,
  Unknown = 2,
  Control = 3,
  Byte = 6,
}

type Value =
  | { type: ValueType.Uint32 | ValueType.Int32 | ValueType.Float32; value: number }
  | { type: ValueType.Bool; value: boolean }
  | { type: ValueType.String; value: string }
  | { type: ValueType.Array; of: ValueType.String; values: string[] }
  | { type: ValueType.Array; of: ValueType.Float32 | ValueType.Int32; values: number[] };

/** The vocabulary: unknown, bos, the ChatML markers, the 256 bytes, then `▁` and printable characters with and without it. */
function vocabulary(): { tokens: string[]; scores: number[]; types: number[] } {
  const tokens = ['<unk>', '<s>', '</s>', '<|im_start|>', '<|im_end|>'];
  const types = [TokenType.Unknown, TokenType.Control, TokenType.Control, TokenType.Control, TokenType.Control];
  for (let byte = 0; byte < 256; byte++) {
    tokens.push(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(TokenType.Byte);
  }
  const pieces = ['▁'];
  for (let code = 33; code < 127; code++) pieces.push(String.fromCharCode(code));
  for (let code = 97; code < 123; code++) pieces.push(`▁${String.fromCharCode(code)}`);
  for (const piece of pieces) {
    tokens.push(piece);
    types.push(TokenType.Normal);
  }
  const scores = tokens.map((_, id) => (types[id] === TokenType.Normal ? -id : 0));
  return { tokens, scores, types };
}

/** A small seeded generator (mulberry32): the weights are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Writer {
  private readonly parts: Buffer[] = [];
  length = 0;

  bytes(buffer: Buffer): void {
    this.parts.push(buffer);
    this.length += buffer.length;
  }

  u32(value: number): void {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(value);
    this.bytes(b);
  }

  i32(value: number): void {
    const b = Buffer.alloc(4);
    b.writeInt32LE(value);
    this.bytes(b);
  }

  u64(value: number): void {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(value));
    this.bytes(b);
  }

  f32(value: number): void {
    const b = Buffer.alloc(4);
    b.writeFloatLE(value);
    this.bytes(b);
  }

  string(value: string): void {
    const b = Buffer.from(value, 'utf8');
    this.u64(b.length);
    this.bytes(b);
  }

  pad(): void {
    const rest = this.length % ALIGNMENT;
    if (rest) this.bytes(Buffer.alloc(ALIGNMENT - rest));
  }

  value(v: Value): void {
    this.u32(v.type);
    switch (v.type) {
      case ValueType.Uint32:
        return this.u32(v.value);
      case ValueType.Int32:
        return this.i32(v.value);
      case ValueType.Float32:
        return this.f32(v.value);
      case ValueType.Bool:
        return this.bytes(Buffer.from([v.value ? 1 : 0]));
      case ValueType.String:
        return this.string(v.value);
      case ValueType.Array:
        this.u32(v.of);
        this.u64(v.values.length);
        if (v.of === ValueType.String) for (const s of v.values as string[]) this.string(s);
        else if (v.of === ValueType.Float32) for (const n of v.values as number[]) this.f32(n);
        else for (const n of v.values as number[]) this.i32(n);
        return;
    }
  }

  buffer(): Buffer {
    return Buffer.concat(this.parts);
  }
}

interface Tensor {
  name: string;
  /** GGUF order: the fastest-varying dimension first. */
  dims: number[];
  data: Float32Array;
}

function tensors(vocabSize: number, next: () => number, controlTokens: number): Tensor[] {
  const filled = (dims: number[], scale: number) => {
    const data = new Float32Array(dims.reduce((a, b) => a * b, 1));
    for (let i = 0; i < data.length; i++) data[i] = (next() * 2 - 1) * scale;
    return data;
  };
  const ones = (n: number) => new Float32Array(n).fill(1);
  const output = filled([N_EMBD, vocabSize], 1);
  // Control and byte tokens get a zero row: their logits stay far below the printable pieces', so the noise the
  // model writes is readable characters and it seldom ends on its own before the token limit.
  output.fill(0, 0, controlTokens * N_EMBD);
  const list: Tensor[] = [
    { name: 'token_embd.weight', dims: [N_EMBD, vocabSize], data: filled([N_EMBD, vocabSize], 1) },
    { name: 'output_norm.weight', dims: [N_EMBD], data: ones(N_EMBD) },
    { name: 'output.weight', dims: [N_EMBD, vocabSize], data: output },
  ];
  const square = 1 / Math.sqrt(N_EMBD);
  for (let layer = 0; layer < N_LAYER; layer++) {
    const blk = `blk.${layer}`;
    list.push(
      { name: `${blk}.attn_norm.weight`, dims: [N_EMBD], data: ones(N_EMBD) },
      { name: `${blk}.attn_q.weight`, dims: [N_EMBD, N_EMBD], data: filled([N_EMBD, N_EMBD], square) },
      { name: `${blk}.attn_k.weight`, dims: [N_EMBD, N_EMBD], data: filled([N_EMBD, N_EMBD], square) },
      { name: `${blk}.attn_v.weight`, dims: [N_EMBD, N_EMBD], data: filled([N_EMBD, N_EMBD], square) },
      { name: `${blk}.attn_output.weight`, dims: [N_EMBD, N_EMBD], data: filled([N_EMBD, N_EMBD], square) },
      { name: `${blk}.ffn_norm.weight`, dims: [N_EMBD], data: ones(N_EMBD) },
      { name: `${blk}.ffn_gate.weight`, dims: [N_EMBD, N_FF], data: filled([N_EMBD, N_FF], square) },
      { name: `${blk}.ffn_up.weight`, dims: [N_EMBD, N_FF], data: filled([N_EMBD, N_FF], square) },
      { name: `${blk}.ffn_down.weight`, dims: [N_FF, N_EMBD], data: filled([N_FF, N_EMBD], 1 / Math.sqrt(N_FF)) },
    );
  }
  return list;
}

/** The GGUF file's bytes. */
export function tinyGguf(options: TinyGgufOptions = {}): Buffer {
  const { tokens, scores, types } = vocabulary();
  const controlTokens = types.findIndex((t) => t === TokenType.Normal);
  const list = tensors(tokens.length, random(options.seed ?? 1), controlTokens);
  const u32 = (value: number): Value => ({ type: ValueType.Uint32, value });
  const metadata: [string, Value][] = [
    ['general.architecture', { type: ValueType.String, value: 'llama' }],
    ['general.name', { type: ValueType.String, value: 'tiny test model' }],
    ['general.alignment', u32(ALIGNMENT)],
    ['llama.context_length', u32(options.contextLength ?? 4096)],
    ['llama.embedding_length', u32(N_EMBD)],
    ['llama.block_count', u32(N_LAYER)],
    ['llama.feed_forward_length', u32(N_FF)],
    ['llama.attention.head_count', u32(N_HEAD)],
    ['llama.attention.head_count_kv', u32(N_HEAD)],
    ['llama.rope.dimension_count', u32(N_EMBD / N_HEAD)],
    ['llama.attention.layer_norm_rms_epsilon', { type: ValueType.Float32, value: 1e-5 }],
    ['llama.vocab_size', u32(tokens.length)],
    ['tokenizer.ggml.model', { type: ValueType.String, value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: ValueType.Array, of: ValueType.String, values: tokens }],
    ['tokenizer.ggml.scores', { type: ValueType.Array, of: ValueType.Float32, values: scores }],
    ['tokenizer.ggml.token_type', { type: ValueType.Array, of: ValueType.Int32, values: types }],
    ['tokenizer.ggml.unknown_token_id', u32(0)],
    ['tokenizer.ggml.bos_token_id', u32(1)],
    ['tokenizer.ggml.eos_token_id', u32(tokens.indexOf('<|im_end|>'))],
    ['tokenizer.ggml.add_bos_token', { type: ValueType.Bool, value: false }],
    ['tokenizer.chat_template', { type: ValueType.String, value: TINY_CHAT_TEMPLATE }],
  ];

  const w = new Writer();
  w.bytes(Buffer.from('GGUF', 'latin1'));
  w.u32(3);
  w.u64(list.length);
  w.u64(metadata.length);
  for (const [key, value] of metadata) {
    w.string(key);
    w.value(value);
  }
  let offset = 0;
  for (const tensor of list) {
    w.string(tensor.name);
    w.u32(tensor.dims.length);
    for (const dim of tensor.dims) w.u64(dim);
    w.u32(0); // float32
    w.u64(offset);
    offset += Math.ceil((tensor.data.byteLength) / ALIGNMENT) * ALIGNMENT;
  }
  w.pad();
  for (const tensor of list) {
    w.bytes(Buffer.from(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
    w.pad();
  }
  return w.buffer();
}

/** Writes the model to `file`. */
export async function writeTinyGguf(file: string, options?: TinyGgufOptions): Promise<void> {
  await writeFile(file, tinyGguf(options));
}
