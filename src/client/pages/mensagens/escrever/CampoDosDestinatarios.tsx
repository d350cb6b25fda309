import type { UsuarioDaMensagem } from '../../../../shared/api/mensagens.ts';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { QAutocompleteWidget, type Registro, type ValorDoAutocomplete } from '../../../widgets/q-autocomplete/index.ts';
import { URL_DESTINATARIOS } from '../api.ts';

const APRESENTACAO = {
  widget: 'q-autocomplete',
  mascara: null,
  formato: null,
  tipo: null,
  opcoes: null,
  referencia: null,
  multiplo: true,
} as const;

const exibir = (registro: Registro) => `${String(registro.nome)} (${String(registro.login)})`;

function usuarios(valor: ValorDoAutocomplete | null): UsuarioDaMensagem[] {
  const registros = valor === null ? [] : Array.isArray(valor) ? valor : [valor];
  return registros.flatMap((r) => (typeof r.id === 'number' ? [{ id: r.id, nome: String(r.nome ?? ''), login: String(r.login ?? '') }] : []));
}

interface CampoDosDestinatariosProps {
  /** 'Para' (in the language in force) unless told. */
  rotulo?: string;
  id?: string;
  valor: readonly UsuarioDaMensagem[];
  onChange(usuarios: UsuarioDaMensagem[]): void;
  erro: string | null;
  desabilitado: boolean;
}

/** Recipients: colleagues of the user's units, searched by name or login as the user types. */
export function CampoDosDestinatarios({ rotulo: pedido, id = 'mensagem-destinatarios', valor, onChange, erro, desabilitado }: CampoDosDestinatariosProps) {
  const t = useT();
  const traduzir = useTraduzir();
  const rotulo = pedido ?? t('Para');
  return (
    <QAutocompleteWidget
      id={id}
      campo="destinatarios"
      rotulo={rotulo}
      url={URL_DESTINATARIOS}
      exibir={exibir}
      valor={valor.map((u) => ({ ...u }))}
      onChange={(novo) => onChange(usuarios(novo))}
      obrigatorio
      desabilitado={desabilitado}
      erro={erro === null ? null : traduzir(erro)}
      apresentacao={{ ...APRESENTACAO, titulo: rotulo }}
    />
  );
}
