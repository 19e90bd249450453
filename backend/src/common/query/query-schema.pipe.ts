import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { messages } from '../messages';

/**
 * A route's query string, parsed at the edge by its zod schema: `@Query(new QuerySchemaPipe(schema))`
 * with the schema's output type as the parameter's type (a type, not a class, so the global
 * ValidationPipe passes it by). Query values are text, or lists of texts when a name repeats: a
 * schema refuses what is not one text and converts what it reads (a page size to a number). A name
 * the schema does not know is refused, as the bodies' whitelist refuses one. Bodies stay DTO
 * classes; the query strings moved here because class-transformer and class-validator cost about a
 * twentieth of the CPU of a list request, the app's commonest (bench: load-list).
 */
export class QuerySchemaPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: z.ZodType<T>) {}

  transform(query: unknown): T {
    const parsed = this.schema.safeParse(query ?? {});
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues;
    // As for bodies: an unknown name first, then the first field's own message.
    const unknown = issues.find((issue) => issue.code === 'unrecognized_keys');
    if (unknown) throw new BadRequestException(messages.unknownField(unknown.keys[0]!));
    throw new BadRequestException(issues[0]!.message);
  }
}

/** A whole number given as digits, within min…max (a page size); anything else is refused with one sentence. */
export function wholeNumberParam(field: string, min: number, max: number) {
  const message = messages.fieldMustBeWholeNumber(field, min, max);
  return z
    .string({ error: message })
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .refine((size) => size >= min && size <= max, { error: message });
}
