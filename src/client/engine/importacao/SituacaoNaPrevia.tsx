import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ErroDaLinha } from '../../../shared/api/importacao.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { textoDoErroTraduzido } from './erros.ts';

const useEstilos = makeStyles({
  lista: { margin: 0, paddingLeft: tokens.spacingHorizontalL, color: tokens.colorPaletteRedForeground1 },
  aviso: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
});

/** What a row's save would say: its errors (the form's messages), why it would be ignored, or that it is valid (the server's words, translated). */
export function SituacaoNaPrevia({ erros, aviso }: { erros: readonly ErroDaLinha[]; aviso: string | null }) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  if (erros.length > 0) {
    return (
      <ul className={estilos.lista}>
        {erros.map((erro) => (
          <li key={`${erro.campo}:${erro.mensagem}`}>{textoDoErroTraduzido(erro, traduzir)}</li>
        ))}
      </ul>
    );
  }
  if (aviso !== null) {
    return (
      <div className={estilos.aviso}>
        <Badge color="warning" appearance="tint">
          {t('Será ignorada')}
        </Badge>
        <Text size={200}>{traduzir(aviso)}</Text>
      </div>
    );
  }
  return (
    <Badge color="success" appearance="tint">
      {t('Válida')}
    </Badge>
  );
}
