import { Button, HStack } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import type { Row, TableColumn } from '../../domain/layout/dataset';
import { saveFile, toCsv } from './csv';
import { downloadXlsx } from './xlsx';

/** Props of the CSV and XLS download buttons. */
export interface TableDownloadsProps {
  fileName: string;
  columns: readonly TableColumn[];
  rows: readonly Row[];
}

/** "Download CSV" and "Download XLS" buttons for a table's rows (all of them, not only the page shown). */
export function TableDownloads({ fileName, columns, rows }: TableDownloadsProps): ReactElement {
  const [busy, setBusy] = useState(false);
  const xls = async (): Promise<void> => {
    setBusy(true);
    try {
      await downloadXlsx(fileName, columns, rows);
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack gap="2">
      <Button size="xs" variant="outline" onClick={() => saveFile(`${fileName}.csv`, 'text/csv', toCsv(columns, rows))}>
        Download CSV
      </Button>
      <Button size="xs" variant="outline" loading={busy} onClick={() => void xls()}>
        Download XLS
      </Button>
    </HStack>
  );
}
