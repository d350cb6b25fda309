import { Card, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ContagensDaImportacao as Contagens } from '../../../shared/api/importacao.ts';
import { useT } from '../../i18n/traducao.ts';

const useEstilos = makeStyles({
  lista: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  cartao: { height: '100%' },
  numero: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  incluidas: { color: tokens.colorPaletteGreenForeground1 },
  rejeitadas: { color: tokens.colorPaletteRedForeground1 },
});

interface ContagensDaImportacaoProps {
  contagens: Contagens;
  /** The records' name (the screen's title, in the language in force) and its gender. */
  registros: string;
  genero: 'feminino' | 'masculino';
}

/** The import's counts, one card each. */
export function ContagensDaImportacao({ contagens, registros, genero }: ContagensDaImportacaoProps) {
  const estilos = useEstilos();
  const t = useT();
  const feminino = genero === 'feminino';
  const itens = [
    { rotulo: t('Linhas lidas'), valor: contagens.lidas, classe: undefined },
    { rotulo: feminino ? t('{registros} incluídas', { registros }) : t('{registros} incluídos', { registros }), valor: contagens.incluidas, classe: estilos.incluidas },
    { rotulo: feminino ? t('Ignoradas (já cadastradas)') : t('Ignorados (já cadastrados)'), valor: contagens.ignoradas, classe: undefined },
    { rotulo: t('Linhas rejeitadas'), valor: contagens.rejeitadas, classe: contagens.rejeitadas > 0 ? estilos.rejeitadas : undefined },
    ...(contagens.pendentes > 0 ? [{ rotulo: t('A processar'), valor: contagens.pendentes, classe: undefined }] : []),
  ];
  return (
    <ul className={estilos.lista} aria-label={t('Contagens da importação')}>
      {itens.map((item) => (
        <li key={item.rotulo}>
          <Card className={estilos.cartao} aria-label={`${item.rotulo}: ${item.valor}`}>
            <Text className={mergeClasses(estilos.numero, item.classe)}>{item.valor.toLocaleString('pt-BR')}</Text>
            <Text>{item.rotulo}</Text>
          </Card>
        </li>
      ))}
    </ul>
  );
}
