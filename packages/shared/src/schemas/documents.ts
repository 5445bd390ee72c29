import { z } from 'zod';
import { limits } from '../limits.js';
import { messages } from '../messages.js';
import { fileNameProblem } from '../validators/file-name.js';

/**
 * The document vault (Documents Guru) contract. Each primary client owns one document space with
 * two areas: `private` (the client and their second users) and `shared` ("Shared with FA": also the
 * firm's advisors). Third-party users (role 5) see only what an advisor shared with them.
 */

export const documentsLimits = {
  /** The specification's upload limit: 500,000,000 bytes, refused before any byte is stored. */
  maxFileBytes: 500_000_000,
  /** Plaintext segment of the encryption at rest. */
  segmentBytes: 65_536,
  /** tus chunk the browser sends: a whole number of segments, so a resume lands on a boundary. */
  uploadChunkBytes: 8 * 1_048_576,
  fileNameMax: 255,
  folderNameMax: 100,
  folderNoteMax: 1_000,
  searchMax: 100,
  bulkDeleteMax: 1_000,
  shareEmailsMax: 50,
  listMaxLimit: 100_000,
  /** Uploads not finished within this many hours are removed by a job. */
  abandonedUploadHours: 24,
} as const;

/** Texts of the document vault: the specification's where it gives them, ours where marked. */
export const documentsMessages = {
  title: 'Document Management',
  returnToDashboard: 'Return to Dashboard',
  tabPrivate: 'Private Documents',
  tabShared: 'Shared with FA',
  tabShareWithMe: 'Share with me',
  tabClient: 'Client: {name}',
  noGroup: 'No Group',
  fileNameUsed: 'The file name is used',
  folderNameRequired: 'Folder name is required',
  deleteOneConfirm: 'Are you absolutely sure you want to delete this document?',
  deleteSelectedConfirm: 'Are you absolutely sure you want to delete all selected documents?',
  deleteFolderConfirm:
    'Are you absolutely sure you want to delete this folder? All of its contents will be deleted permanently.',
  documentRemoved: '"{name}" has been removed',
  documentRemovedTitle: 'Delete document successfully!',
  documentsRemoved: 'The documents have been removed',
  documentsRemovedTitle: 'Delete documents successfully!',
  folderRemoved: 'This folder has been removed',
  folderRemovedTitle: 'Delete folder successfully!',
  // Upload statuses and messages (the upload component's defaults in the specification).
  fileTooBig: 'File is too big. Max filesize: 500 MB.',
  invalidFileType: "You can't upload files of this type.",
  uploadCanceled: 'Upload canceled.',
  // Ours.
  notADocumentSpace: 'This person has no document vault.',
  uploadIncomplete: 'The upload is not complete.',
  cannotDeleteAdvisorUpload: 'Documents uploaded by your advisor cannot be deleted.',
  advisorDeletesOwnOnly: 'Only documents uploaded by an advisor can be deleted.',
  nothingToDelete: 'Select at least one document or folder to delete.',
  invalidId: 'Id must be a UUID.',
  rangeNotSatisfiable: 'The requested range is not within the file.',
  fileUnavailable: 'This file cannot be read right now.',
} as const;

export const documentArea = ['private', 'shared'] as const;
export type DocumentArea = (typeof documentArea)[number];

const uuid = z.uuid({ error: documentsMessages.invalidId });
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const documentIdParams = z.object({ id: uuid });

export const documentsOrderBy = [
  'fileName',
  '-fileName',
  'fileSize',
  '-fileSize',
  'updatedAt',
  '-updatedAt',
  'sharedDate',
  '-sharedDate',
  'sharedBy',
  '-sharedBy',
] as const;

/**
 * GET /docVaults/me. `isFilterShareFA` picks the area (true: shared, false: private), `clientId` names
 * the client whose space an advisor opens, `isOnlyFilterSharing` lists "Share with me", `folderId`
 * opens a folder ("null" = the "No Group" pseudo-folder; absent = every file of the area).
 */
export const documentsListQuery = z.object({
  offset: z.coerce.number().int().min(0).max(100_000_000).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(-1)
    .max(documentsLimits.listMaxLimit)
    .refine((n) => n !== 0, messages.invalidInput)
    .optional(),
  q: z.string().trim().max(documentsLimits.searchMax).optional(),
  isFilterShareFA: booleanQuery.optional(),
  clientId: uuid.optional(),
  isOnlyFilterSharing: booleanQuery.optional(),
  folderId: z.union([z.literal('null'), uuid]).optional(),
  orderBy: z.enum(documentsOrderBy).optional(),
});
export type DocumentsListQuery = z.infer<typeof documentsListQuery>;

const personSchema = z.object({ firstName: z.string(), lastName: z.string() });

export const documentSchema = z.object({
  id: z.string(),
  type: z.literal('file'),
  fileName: z.string(),
  mimetype: z.string(),
  fileSize: z.number().int(),
  folderId: z.string().nullable(),
  folderName: z.string().nullable(),
  isShareFA: z.boolean(),
  clientId: z.string(),
  /** Set when an advisor uploaded the file (the specification's name). */
  faUploadUserId: z.string().nullable(),
  uploadedBy: personSchema,
  /** Who shared it with the caller, and when: only in "Share with me". */
  sharedUser: z
    .object({ firstName: z.string(), lastName: z.string(), email: z.string(), sharedDate: z.string() })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Hidden from the client by an advisor (ADR 0050): only advisors see such a file, marked. */
  hidden: z.boolean().optional(),
});
export type DocumentRow = z.infer<typeof documentSchema>;

export const documentList = z.object({ results: z.array(documentSchema), total: z.number().int() });
export type DocumentList = z.infer<typeof documentList>;

export const documentFolderSchema = z.object({
  id: z.string(),
  type: z.literal('folder'),
  name: z.string(),
  note: z.string(),
  isShareFA: z.boolean(),
  clientId: z.string(),
  fileCount: z.number().int(),
  /** An advisor created the folder (advisors delete only such folders). Added. */
  createdByAdvisor: z.boolean(),
  sharedUser: z
    .object({ firstName: z.string(), lastName: z.string(), email: z.string(), sharedDate: z.string() })
    .nullable(),
  updatedAt: z.string(),
});
export type DocumentFolder = z.infer<typeof documentFolderSchema>;

/** GET /docVaults/folders: the folders of one area (or those shared with the caller). */
export const documentFoldersQuery = documentsListQuery.pick({
  isFilterShareFA: true,
  clientId: true,
  isOnlyFilterSharing: true,
});
export type DocumentFoldersQuery = z.infer<typeof documentFoldersQuery>;

const folderName = z
  .string()
  .trim()
  .min(1, documentsMessages.folderNameRequired)
  .max(documentsLimits.folderNameMax);
const folderNote = z.string().max(documentsLimits.folderNoteMax).default('');

export const documentFolderCreateBody = z.object({
  name: folderName,
  note: folderNote,
  clientId: uuid.optional(),
  isShareFA: z.boolean(),
});
export type DocumentFolderCreateBody = z.infer<typeof documentFolderCreateBody>;

export const documentFolderUpdateBody = z.object({ name: folderName, note: folderNote });
export type DocumentFolderUpdateBody = z.infer<typeof documentFolderUpdateBody>;

export const pinCodeSchema = z
  .string({ error: messages.pinWrong })
  .regex(new RegExp(`^\\d{${limits.pinLength}}$`), messages.pinWrong);

/** Deleting a folder deletes its files: the PIN in the body (an advisor's folder delete needs none). */
export const documentFolderDeleteBody = z.object({ pinCode: pinCodeSchema.optional() });

export const documentFileName = z
  .string()
  .trim()
  .min(1, messages.invalidInput)
  .max(documentsLimits.fileNameMax)
  .refine((s) => !s.includes('/') && !s.includes('\\'), messages.invalidInput)
  .superRefine((s, ctx) => {
    const problem = fileNameProblem(s);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * GET /docVaults/checkFileName: true when the name is used by another file of the client. Names are
 * unique per client and area: with `documentId`, in that file's area (or in `isShareFA`'s, for a move);
 * otherwise in `isShareFA`'s area, or in any area the caller sees when it is absent. (Added, optional:
 * `isShareFA`.)
 */
export const checkFileNameQuery = z.object({
  fileName: documentFileName,
  clientId: uuid.optional(),
  documentId: uuid.optional(),
  isShareFA: booleanQuery.optional(),
});
/** Its answer: whether the name is used. */
export const fileNameUsedResponse = z.boolean();

/** Rename or move (moves between areas are for clients and second users only). */
export const documentUpdateBody = z.object({
  fileName: documentFileName.optional(),
  folderId: uuid.nullable().optional(),
  isShareFA: z.boolean().optional(),
});
export type DocumentUpdateBody = z.infer<typeof documentUpdateBody>;

/** DELETE /docVaults/folders/:id and /docVaults/deleteDocument answer what went. */
export const documentsDeletedResponse = z.object({
  deletedFiles: z.number().int(),
  deletedFolders: z.number().int(),
});
export type DocumentsDeleted = z.infer<typeof documentsDeletedResponse>;

/** GET /docVaults/clients/:id: the name on the advisor's "Client: {name}" tab. */
export const documentClientInfo = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });
export type DocumentClientInfo = z.infer<typeof documentClientInfo>;

export const documentDeleteBody = z
  .object({
    ids: z.array(uuid).max(documentsLimits.bulkDeleteMax),
    folderIds: z.array(uuid).max(documentsLimits.bulkDeleteMax).optional(),
    pinCode: pinCodeSchema.optional(),
  })
  .refine((b) => b.ids.length > 0 || (b.folderIds?.length ?? 0) > 0, documentsMessages.nothingToDelete);
export type DocumentDeleteBody = z.infer<typeof documentDeleteBody>;

export const shareType = ['file', 'folder'] as const;
export const shareUsersQuery = z.object({ type: z.enum(shareType), id: uuid });
export const shareDocumentBody = z.object({
  emails: z
    .array(z.string().trim().toLowerCase().pipe(z.email(messages.emailInvalid)))
    .min(1)
    .max(documentsLimits.shareEmailsMax)
    .transform((list) => [...new Set(list)]),
  type: z.enum(shareType),
  id: uuid,
  clientId: uuid.optional(),
});
export type ShareDocumentBody = z.infer<typeof shareDocumentBody>;
export const unshareBody = z.object({
  type: z.enum(shareType),
  id: uuid,
  email: z.string().trim().toLowerCase().pipe(z.email(messages.emailInvalid)),
});
export const shareUserSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  sharedDate: z.string(),
});

export const activityActions = [
  'upload',
  'download',
  'rename',
  'move',
  'share',
  'unshare',
  'delete',
  // Document requests and links for outsiders (document-requests, document-links).
  'request_sent',
  'request_fulfilled',
  'request_completed',
  'request_cancelled',
  'request_reminder',
  'link_sent',
  'link_opened',
  'link_download',
  'link_revoked',
] as const;
export const documentActivitySchema = z.object({
  id: z.string(),
  action: z.enum(activityActions),
  /** `request`: a document request's own events (document-requests). */
  itemType: z.enum([...shareType, 'request']),
  itemName: z.string(),
  actor: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  detail: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentActivity = z.infer<typeof documentActivitySchema>;

/** GET /docVaults/activity: the history of a file (default) or folder the caller can see. */
export const documentActivityQuery = z.object({ id: uuid, type: z.enum(shareType).default('file') });
export const documentActivityList = z.array(documentActivitySchema);

/** GET /docVaults/activity/export: an advisor's .xlsx of one client's shared-area activity. */
export const documentActivityExportQuery = z.object({ clientId: uuid });
