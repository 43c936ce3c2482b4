// The PDFs are made by the providers' test support, which the document reader's own tests share.
export * from '../../../libs/providers/test/support/minimal-pdf';
