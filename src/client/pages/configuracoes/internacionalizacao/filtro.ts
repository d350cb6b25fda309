import type { MensagemDoCatalogo } from '../../../../shared/api/i18n.ts';
import { normalizar } from '../../../../shared/texto/normalizar.ts';

export interface FiltroDasMensagens {
  busca: string;
  somenteAlteradas: boolean;
}

const alterada = (m: MensagemDoCatalogo): boolean => m.textos['pt-BR'].alterado || m.textos.en.alterado;

/** Every word of the search in the key or in either language's text, accents and case aside. */
export function filtrarMensagens(mensagens: readonly MensagemDoCatalogo[], { busca, somenteAlteradas }: FiltroDasMensagens): MensagemDoCatalogo[] {
  const palavras = normalizar(busca).split(/\s+/).filter(Boolean);
  return mensagens.filter((m) => {
    if (somenteAlteradas && !alterada(m)) return false;
    if (palavras.length === 0) return true;
    const texto = normalizar(`${m.chave}\n${m.textos['pt-BR'].texto}\n${m.textos.en.texto}`);
    return palavras.every((p) => texto.includes(p));
  });
}
