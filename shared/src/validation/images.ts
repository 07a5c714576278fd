import { z } from 'zod';

/** An uploaded image as the admin API refers to it (`POST /api/admin/uploads` answers these). */
export const imageRefSchema = z.object({
  url: z.string().regex(/^\/media\/[\w./-]+$/, { error: 'validation.invalid' }),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  variants: z.record(z.string(), z.string()).optional(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;
