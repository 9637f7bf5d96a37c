import { z } from 'zod';
import { deviceCommandStatuses, deviceCommandTypes, MAX_DEVICE_LOG_CHARS } from '../devices/commands.js';
import { printJobKinds, printJobStatuses } from '../devices/print-jobs.js';

/** A print job as staff see it: what, for which order, how far it got. */
export const printJobSummarySchema = z.object({
  id: z.number().int(),
  device: z.number().int(),
  order: z.number().int().nullable(),
  kind: z.enum(printJobKinds),
  status: z.enum(printJobStatuses),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  printedAt: z.iso.datetime().nullable(),
});
export type PrintJobSummary = z.infer<typeof printJobSummarySchema>;

/** The bytes to send to the printer: an ESC/POS stream for an 80 mm printer, base64-encoded. */
export const printJobPayloadSchema = z.object({
  format: z.literal('escpos'),
  encoding: z.literal('base64'),
  data: z.string(),
  title: z.string(),
});
export type PrintJobPayload = z.infer<typeof printJobPayloadSchema>;

/** A job as the device takes it. */
export const printJobSchema = printJobSummarySchema.extend({ payload: printJobPayloadSchema });
export type PrintJob = z.infer<typeof printJobSchema>;

/** How many pending jobs one poll takes at most. */
export const claimPrintJobsBodySchema = z
  .object({ limit: z.number().int().min(1).max(20).default(5) })
  .nullish();

export const printFailureBodySchema = z.object({
  error: z
    .string({ error: 'Bitte geben Sie an, warum der Druck fehlgeschlagen ist.' })
    .trim()
    .min(1, { error: 'Bitte geben Sie an, warum der Druck fehlgeschlagen ist.' })
    .max(1000, { error: 'Die Fehlermeldung darf höchstens 1000 Zeichen lang sein.' }),
});

/** What the server answers to a heartbeat: who the key belongs to and whether work is waiting. */
export const heartbeatSchema = z.object({
  device: z.object({
    id: z.number().int(),
    identifier: z.string(),
    name: z.string(),
    type: z.string(),
    branch: z.number().int().nullable(),
  }),
  seenAt: z.iso.datetime(),
  pendingPrintJobs: z.number().int(),
  pendingCommands: z.number().int(),
  heartbeatSeconds: z.number().int(),
});
export type Heartbeat = z.infer<typeof heartbeatSchema>;

/** A device with a key as the back office watches it: silent ones raise the alarm in /backend. */
export const deviceStatusSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  type: z.string(),
  branch: z.number().int().nullable(),
  lastSeenAt: z.iso.datetime().nullable(),
  isSilent: z.boolean(),
});
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;

/** The staff's print call: the counter copy carries customer data unless the local setting hides it. */
export const printOrderBodySchema = z.object({ showCustomerData: z.boolean().default(true) }).nullish();

export const receiptQuerySchema = z.object({
  showCustomerData: z.enum(['0', '1'], { error: 'Bitte wählen Sie 0 oder 1.' }).default('1'),
});

/** A command to a device as staff see it; the log itself is downloaded on its own. */
export const deviceCommandSchema = z.object({
  id: z.number().int(),
  device: z.number().int(),
  type: z.enum(deviceCommandTypes),
  status: z.enum(deviceCommandStatuses),
  error: z.string().nullable(),
  hasLog: z.boolean(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type DeviceCommand = z.infer<typeof deviceCommandSchema>;

/** A command as the device takes it: what to do, and the text to show for a notification. */
export const deviceCommandTaskSchema = deviceCommandSchema.extend({ message: z.string() });
export type DeviceCommandTask = z.infer<typeof deviceCommandTaskSchema>;

const logMessage = `Das Log darf höchstens ${MAX_DEVICE_LOG_CHARS.toLocaleString('de-AT')} Zeichen lang sein.`;

/** The device's answer that a command is done; a log request carries the log. */
export const commandDoneBodySchema = z
  .object({
    log: z.string({ error: logMessage }).max(MAX_DEVICE_LOG_CHARS, { error: logMessage }).nullish(),
  })
  .nullish();

/** A print job that failed for good, as the back office lists it for a retry. */
export const failedPrintJobSchema = printJobSummarySchema.extend({
  title: z.string(),
  deviceName: z.string(),
  branch: z.number().int().nullable(),
});
export type FailedPrintJob = z.infer<typeof failedPrintJobSchema>;
