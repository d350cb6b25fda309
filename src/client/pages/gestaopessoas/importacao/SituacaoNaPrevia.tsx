import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { textoDoErro, type ErroDaLinha } from '../../../../shared/api/importacao.ts';

const useEstilos = makeStyles({
  lista: { margin: 0, paddingLeft: tokens.spacingHorizontalL, color: tokens.colorPaletteRedForeground1 },
  aviso: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
});

/** What a row's save would say: its errors (the form's messages), why it would be ignored, or that it is valid. */
export function SituacaoNaPrevia({ erros, aviso }: { erros: readonly ErroDaLinha[]; aviso: string | null }) {
  const estilos = useEstilos();
  if (erros.length > 0) {
    return (
      <ul className={estilos.lista}>
        {erros.map((erro) => (
          <li key={`${erro.campo}:${erro.mensagem}`}>{textoDoErro(erro)}</li>
        ))}
      </ul>
    );
  }
  if (aviso !== null) {
    return (
      <div className={estilos.aviso}>
        <Badge color="warning" appearance="tint">
          Será ignorada
        </Badge>
        <Text size={200}>{aviso}</Text>
      </div>
    );
  }
  return (
    <Badge color="success" appearance="tint">
      Válida
    </Badge>
  );
}
