// The transparency portal's carousel images: uploaded files of these types and size, served to
// the public at this address while their entry is active (src/server/modules/portaltransparencia/carrossel.ts).

export const TIPOS_DE_IMAGEM_DO_CARROSSEL: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const TAMANHO_MAXIMO_DA_IMAGEM = 2 * 1024 * 1024;

export const MENSAGENS_DO_CARROSSEL = {
  obrigatoria: 'Anexe a imagem do carrossel (JPEG, PNG ou WebP de até 2 MB).',
  umaSo: 'Anexe uma só imagem por item do carrossel.',
  formato: 'A imagem do carrossel deve ser um arquivo JPEG, PNG ou WebP de até 2 MB.',
  naoEncontrada: 'A imagem anexada não foi encontrada; envie o arquivo novamente.',
  naoPublicada: 'Imagem não encontrada.',
} as const;

/** `v` changes with the file, so a replaced image is never read from a cache. */
export const urlDaImagemDoCarrossel = (entrada: number, arquivo: number): string => `/api/publico/transparencia/carrossel/${entrada}/imagem?v=${arquivo}`;
