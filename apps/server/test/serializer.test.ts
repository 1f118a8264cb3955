import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializerCompiler } from '../src/plugins/serializer.js';

const compile = (schema: z.ZodType) =>
  fastSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

describe('the response serializer', () => {
  const schema = z.object({
    success: z.literal(true),
    data: z.object({
      name: z.string(),
      photo: z.string().nullable(),
      year: z.number().int().nullable(),
      tags: z.array(z.string()),
    }),
    msg: z.string().optional(),
  });

  it('writes what the schema names, nulls included, and nothing else', () => {
    const json = compile(schema)({
      success: true,
      data: { name: 'Asha', photo: null, year: 3, tags: ['a'], passwordHash: 'secret' },
      tokenVersion: 4,
    });
    expect(JSON.parse(json)).toEqual({ success: true, data: { name: 'Asha', photo: null, year: 3, tags: ['a'] } });
    expect(json).not.toContain('secret');
  });

  it('writes a nullable field that has a value, and leaves out an absent optional one', () => {
    const json = compile(schema)({ success: true, data: { name: 'B', photo: '/p.webp', year: null, tags: [] } });
    expect(JSON.parse(json)).toEqual({ success: true, data: { name: 'B', photo: '/p.webp', year: null, tags: [] } });
  });

  it('writes a null in a nullable enum, also inside a union where values are checked', () => {
    const department = z.object({ department: z.enum(['CE', 'CSE']).nullable() });
    const union = compile(z.union([department, z.object({ count: z.number() })]));
    expect(JSON.parse(union({ department: null }))).toEqual({ department: null });
    expect(JSON.parse(union({ department: 'CSE' }))).toEqual({ department: 'CSE' });
  });

  it('falls back to zod for what JSON Schema cannot say, and still writes the answer', () => {
    const odd = z.object({ code: z.custom<string>((value) => typeof value === 'string') });
    expect(() => z.toJSONSchema(odd, { unrepresentable: 'throw' })).toThrow();
    expect(JSON.parse(compile(odd)({ code: 'cse' }))).toEqual({ code: 'cse' });
  });
});
