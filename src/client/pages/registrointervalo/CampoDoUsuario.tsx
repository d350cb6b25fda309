import { Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { QAutocompleteWidget, type ValorDoAutocomplete } from '../../widgets/q-autocomplete/index.ts';
import { apresentacaoAvulsa } from '../../widgets/apresentacao.ts';

export interface UsuarioEscolhido {
  id: number;
  nome?: string;
}

const URL_DOS_USUARIOS = '/api/usuarios';

const useEstilos = makeStyles({
  campo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  nota: { color: tokens.colorNeutralForeground3 },
});

function usuarioDe(valor: ValorDoAutocomplete | null): UsuarioEscolhido | null {
  if (valor === null || Array.isArray(valor)) return null;
  const id = Number(valor.id);
  return Number.isInteger(id) ? { id, nome: typeof valor.nome === 'string' ? valor.nome : undefined } : null;
}

interface CampoDoUsuarioProps {
  /** The user may not list users: the report is of their own intervals, shown by this name. */
  somenteProprio: string | null;
  valor: UsuarioEscolhido | null;
  onChange(usuario: UsuarioEscolhido | null): void;
  erro: string | null;
}

/** Whose intervals: any user of the unit, or all when empty; only one's own for who may not list users. */
export function CampoDoUsuario({ somenteProprio, valor, onChange, erro }: CampoDoUsuarioProps) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const rotulo = t('Usuário');
  const mensagem = erro === null ? null : traduzir(erro);
  if (somenteProprio !== null) {
    return (
      <Field label={rotulo} hint={t('Você pode emitir apenas os seus próprios intervalos.')} validationMessage={mensagem ?? undefined}>
        <Input readOnly value={somenteProprio} />
      </Field>
    );
  }
  return (
    <div className={estilos.campo}>
      <QAutocompleteWidget
        id="relatorio-usuario"
        campo="usuarioId"
        rotulo={rotulo}
        url={URL_DOS_USUARIOS}
        valor={valor === null ? null : { id: valor.id, nome: valor.nome ?? String(valor.id) }}
        onChange={(novo) => onChange(usuarioDe(novo))}
        obrigatorio={false}
        desabilitado={false}
        erro={mensagem}
        apresentacao={apresentacaoAvulsa('q-autocomplete', rotulo, { referencia: 'usuario' })}
      />
      <Caption1 className={estilos.nota}>{t('Em branco, todos os usuários da unidade.')}</Caption1>
    </div>
  );
}
