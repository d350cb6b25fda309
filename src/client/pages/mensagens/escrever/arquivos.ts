// Attachments are uploaded before the message is saved (POST /api/arquivos); until it is sent,
// only who uploaded a file opens it, at the files' own download route.
export const ROTA_DE_UPLOAD = '/api/arquivos?diretorio=mensagens&tipo=ALL';
export const ROTA_DOS_PROPRIOS_ARQUIVOS = '/api/arquivos/{id}/download';
