import {
  apiErrorSchema,
  isBlankRecord,
  MAX_UPLOAD_BYTES,
  parseCsv,
  textEncodingByMark,
  USERS_IMPORT_MAX_ROWS,
  type UsersImportPreview,
  usersImportColumns,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { toast } from '@license-console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError, NoResponseError } from '../api/errors.ts';
import { licenseKeys } from '../licenses/index.ts';
import { showActionError } from '../shared/action-error.ts';
import { downloadFile } from '../shared/download-file.ts';
import { licenseUserKeys } from './queries.ts';
import { licenseUsersStrings } from './strings.ts';

const m = messages.usersImport;
const strings = licenseUsersStrings.importExport;

/**
 * Why a chosen file is refused before it is sent, or null: past the server's byte limit, not a CSV file (by its
 * name or type, or binary inside), unreadable, without the Email header, without users, or past the server's row
 * limit. The rows themselves are the dry run's to judge, against the pack.
 */
async function fileRefusal(file: File): Promise<string[] | null> {
  if (file.size > MAX_UPLOAD_BYTES) return [messages.bounds.fileTooLarge(MAX_UPLOAD_BYTES)];
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return [m.notCsvFile];
  let text: string;
  try {
    // As the server reads it: UTF-16 by its byte-order mark, else UTF-8 (a Windows-1252 file's names may show U+FFFD
    // here, which only the header and the count of rows are read for).
    const bytes = new Uint8Array(await file.arrayBuffer());
    text = new TextDecoder(textEncodingByMark(bytes.subarray(0, 3))?.encoding ?? 'utf-8').decode(bytes);
  } catch {
    return [m.unreadableFile];
  }
  // A spreadsheet or archive saved under a .csv name: binary, never comma-separated text.
  if (text.includes('\u0000')) return [m.notCsvFile];
  const records = parseCsv(text);
  const { columns, errors } = usersImportColumns(records[0] ?? []);
  if (!columns) return errors;
  let users = 0;
  for (let index = 1; index < records.length; index += 1) {
    if (!isBlankRecord(records[index]!)) users += 1;
  }
  if (users === 0) return [m.empty];
  if (users > USERS_IMPORT_MAX_ROWS) return [m.tooManyRows(USERS_IMPORT_MAX_ROWS)];
  return null;
}

/**
 * What a refused upload shows (spec §5, §8): a refused file's problems joined by line breaks, else the answer's
 * raw text, else its message; null when the transport already acted on it (/login, /404, /500).
 */
function importErrorText(error: unknown): string | null {
  if (!error) return null;
  if (isApiError(error)) {
    if (error.handled) return null;
    const body = apiErrorSchema.safeParse(error.body);
    if (body.success && body.data.errors && body.data.errors.length > 0) return body.data.errors.join('\n');
    if (typeof error.body === 'string' && error.body.trim() !== '') return error.body;
    return error.message;
  }
  if (error instanceof NoResponseError) return error.message;
  return messages.transport.genericError;
}

/**
 * Whether a failed dry run is worth sending again with the same file: the server failed (5xx, a timeout, too many
 * requests) or nothing answered. A refusal of the file itself (4xx) wants another file, and an answer the transport
 * already acted on wants nothing.
 */
function isRetryableFailure(error: unknown): boolean {
  if (error instanceof NoResponseError) return true;
  if (!isApiError(error) || error.handled) return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Where the import stands: choosing a file, checking it here, its dry run, its preview, or the import itself. */
type UsageImportPhase = 'choose' | 'checking' | 'previewing' | 'preview' | 'applying';

interface UseUsageImportOptions {
  licenseId: string;
  /** Seats used and in all: the import is offered only while some are free (spec §5). */
  used: number;
  total: number;
  /** After an import went through (the list is read again by then). */
  onImported?: () => void;
  /** Saves a downloaded file; a browser download unless told (stories and tests record it). */
  onDownload?: (file: Blob, name: string) => void;
}

/**
 * The Import/Export Users dialog's controller (spec §5 "Users import", §7 downloads, §8): the template, the import
 * offered only with unfilled seats, and the two exports. A chosen file is checked here first (size, type, header,
 * row count), then judged by the server's dry run, whose preview says row by row what would be added, what is
 * refused and why, and the seats left, before anything is written; Apply uploads it for real ('Usages were imported
 * successfully', the pack's users and the license list's counts read again), Cancel drops it.
 */
function useUsageImport({ licenseId, used, total, onImported, onDownload = downloadFile }: UseUsageImportOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [checking, setChecking] = useState(false);
  const [fileErrors, setFileErrors] = useState<string[] | null>(null);
  const [refusedOnly, setRefusedOnly] = useState(false);
  // A new key empties the file input (a file input's value cannot be set).
  const [fileInputKey, setFileInputKey] = useState(0);
  // Each choice's number: a check still reading an earlier file must not act on it.
  const choice = useRef(0);

  const preview = useMutation({
    mutationFn: (chosen: File) => api.licenseUsages.uploadUsagesCsv(licenseId, chosen, { dryRun: true }),
  });
  // The dry run's failure while it is tried again: the error and its Try again stay on screen until the answer.
  const [heldFailure, setHeldFailure] = useState<unknown>(null);
  const previewFailure = preview.error ?? heldFailure;
  const apply = useMutation({
    mutationFn: (chosen: File) => api.licenseUsages.uploadUsagesCsv(licenseId, chosen),
    onSuccess: async () => {
      toast({ title: licenseUsersStrings.title, description: licenseUsersStrings.imported, variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: licenseUserKeys.all }),
        queryClient.invalidateQueries({ queryKey: licenseKeys.all }),
      ]);
      onImported?.();
    },
  });

  const download = (call: () => Promise<Blob>, name: string) => ({
    mutationFn: call,
    onSuccess: (blob: Blob) => onDownload(blob, name),
    onError: (error: unknown) => showActionError(licenseUsersStrings.importExportUsers, error),
  });
  const template = useMutation(
    download(() => api.licenseUsages.downloadUsersImportTemplate(), strings.fileNames.template),
  );
  const sessions = useMutation(
    download(() => api.licenseUsages.downloadSessionsCsv(licenseId), strings.fileNames.sessions(licenseId)),
  );
  const userRoles = useMutation(
    download(() => api.licenseUsages.downloadUserRolesCsv(licenseId), strings.fileNames.userRoles(licenseId)),
  );

  /** Forgets the file and everything judged of it. */
  const clear = () => {
    choice.current += 1;
    preview.reset();
    apply.reset();
    setChecking(false);
    setFileErrors(null);
    setRefusedOnly(false);
    setHeldFailure(null);
    setFile(null);
  };

  const result: UsersImportPreview | undefined = preview.data;
  const rows = useMemo(
    () => (result && refusedOnly ? result.rows.filter((row) => row.outcome === 'refuse') : (result?.rows ?? [])),
    [result, refusedOnly],
  );
  // The import's errors no row carries (too many users for the seats, a merged pack): said above the rows.
  const packErrors = useMemo(() => {
    if (!result) return [];
    const reasons = new Set(result.rows.map((row) => row.reason));
    return result.errors.filter((error) => !reasons.has(error));
  }, [result]);

  const phase: UsageImportPhase = checking
    ? 'checking'
    : preview.isPending
      ? 'previewing'
      : apply.isPending
        ? 'applying'
        : result
          ? 'preview'
          : 'choose';

  return {
    /** Spec §5: the import is offered only when the pack has unfilled seats. */
    canImport: total > used,
    seatsFree: Math.max(0, total - used),
    phase,
    file,
    fileInputKey,
    /** Checks the chosen file here, then asks the server's dry run about it. */
    chooseFile: async (chosen: File | undefined) => {
      clear();
      if (!chosen) return;
      const current = choice.current;
      setFile(chosen);
      setChecking(true);
      const refusal = await fileRefusal(chosen);
      if (current !== choice.current) return;
      setChecking(false);
      if (refusal) setFileErrors(refusal);
      else preview.mutate(chosen);
    },
    /** The dry run's answer, while it is shown. */
    preview: result,
    rows,
    packErrors,
    refusedOnly,
    setRefusedOnly,
    /** Apply only once the server would take every row of the file. */
    canApply: !!result && result.errors.length === 0 && result.added > 0 && !apply.isPending,
    apply: () => {
      if (file && result && result.errors.length === 0) apply.mutate(file);
    },
    /** Drops the file and its preview; nothing was written. */
    cancel: () => {
      clear();
      setFileInputKey((key) => key + 1);
    },
    /** Why the file was refused here, by the dry run or by the import, line by line. */
    errorText: fileErrors ? fileErrors.join('\n') : importErrorText(previewFailure ?? apply.error),
    /** The dry run failed on the server or the network: it can be sent again with the file still chosen. */
    canRetryPreview: !!file && isRetryableFailure(previewFailure),
    /** The dry run sent again, under way (its failure stays shown until the answer). */
    retryingPreview: preview.isPending && heldFailure !== null,
    /**
     * Sends the chosen file's dry run again: 'previewed' once its preview is in, 'failed' when it failed again, and
     * 'ignored' when there was nothing to try again (one under way already, or another file chosen meanwhile).
     */
    retryPreview: async (): Promise<'previewed' | 'failed' | 'ignored'> => {
      if (!file || preview.isPending || !isRetryableFailure(previewFailure)) return 'ignored';
      const current = choice.current;
      setHeldFailure(previewFailure);
      try {
        await preview.mutateAsync(file);
        return current === choice.current ? 'previewed' : 'ignored';
      } catch {
        return current === choice.current ? 'failed' : 'ignored';
      } finally {
        // A file chosen meanwhile has cleared it already.
        if (current === choice.current) setHeldFailure(null);
      }
    },
    downloadTemplate: () => template.mutate(),
    downloadingTemplate: template.isPending,
    exportSessions: () => sessions.mutate(),
    exportingSessions: sessions.isPending,
    exportUserRoles: () => userRoles.mutate(),
    exportingUserRoles: userRoles.isPending,
  };
}

type UsageImportController = ReturnType<typeof useUsageImport>;

export {
  fileRefusal,
  importErrorText,
  isRetryableFailure,
  type UsageImportController,
  type UsageImportPhase,
  type UseUsageImportOptions,
  useUsageImport,
};
