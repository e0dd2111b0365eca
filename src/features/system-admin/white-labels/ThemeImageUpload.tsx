/** Upload of a theme's logo or favicon through the shared image pipeline; the answer is the saved theme. */
import { Box, Button, HStack, Image, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactElement } from 'react';
import { toast, uploadFile } from '../../../admin-kit';
import { messageText } from '../../../domain/messages';
import { errorMessage } from './error-message';
import { parseThemeDetail, themeImagePath, type ThemeDetail } from './themes-api';

export interface ThemeImageUploadProps {
  code: string;
  which: 'logo' | 'favicon';
  /** The current picture's address. */
  src: string;
  /** The version the editor holds; a newer one on the server refuses the upload (409). */
  version: number;
  /** The background the picture is shown on (the toolbar colour for a logo). */
  background: string;
  onUploaded: (detail: ThemeDetail) => void;
}

export function ThemeImageUpload({ code, which, src, version, background, onUploaded }: ThemeImageUploadProps): ReactElement {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const label = which === 'logo' ? 'Logo' : 'Favicon';
  const upload = async (file: File): Promise<void> => {
    setBusy(true);
    try {
      onUploaded(parseThemeDetail(await uploadFile(themeImagePath(code, which), file, { version: String(version) })));
      toast.success(messageText('themeImageUploaded'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <HStack gap="3" align="center">
      <Box borderRadius="md" borderWidth="1px" p="1.5" minW="12" style={{ background }}>
        <Image src={src} alt={`Current ${which}`} maxH={which === 'logo' ? '8' : '6'} maxW="40" />
      </Box>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
        hidden
        aria-label={`${label} file`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>
        Upload {which}
      </Button>
      <Text fontSize="xs" color="fg.muted">
        PNG, JPEG, WebP, GIF or SVG, up to 2 MB
      </Text>
    </HStack>
  );
}
