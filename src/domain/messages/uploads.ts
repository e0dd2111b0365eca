/**
 * Our texts for uploaded pictures (logos, favicons, publisher logos); the spec gives none. `{max}` is the size
 * limit in MB, `{formats}` the accepted formats.
 */
export const UPLOAD_MESSAGES = {
  imageMissing: 'Choose an image file to upload.',
  imageTooLarge: 'The image is larger than {max} MB. Choose a smaller file.',
  imageUnsupported: 'The file is not an image we accept ({formats}).',
  imageTooManyPixels: 'The image is too large to process. Choose one under 25 megapixels.',
  imageNotFound: 'Image not found',
  uploadNotMultipart: 'Send the image as multipart/form-data.',
} as const;
