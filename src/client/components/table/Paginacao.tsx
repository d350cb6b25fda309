import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { PagedContent } from '../../../shared/api/contract.ts';
import { formatNumber } from '../../../shared/format/index.ts';

const useStyles = makeStyles({
  paginacao: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

type Pagina = Pick<PagedContent<unknown>, 'page' | 'pageCount' | 'count' | 'countExact' | 'hasMore'>;

export function totalDeRegistros({ count, countExact }: Pick<Pagina, 'count' | 'countExact'>): string {
  if (countExact === false) return `mais de ${formatNumber(count)} registros`;
  return count === 1 ? '1 registro' : `${formatNumber(count)} registros`;
}

interface PaginacaoProps {
  pagina: Pagina;
  onMudar(page: number): void;
}

/** Previous/next paging with "page N of M" and the total (capped counts say "mais de"). */
export function Paginacao({ pagina, onMudar }: PaginacaoProps) {
  const styles = useStyles();
  const { page, pageCount, countExact, hasMore } = pagina;
  return (
    <nav className={styles.paginacao} aria-label="Paginação">
      <Button icon={<ChevronLeftRegular />} disabled={page <= 1} onClick={() => onMudar(page - 1)}>
        Anterior
      </Button>
      <Text aria-live="polite">
        {countExact === false
          ? `Página ${formatNumber(page)}`
          : `Página ${formatNumber(page)} de ${formatNumber(pageCount)}`}
      </Text>
      <Button icon={<ChevronRightRegular />} iconPosition="after" disabled={!hasMore} onClick={() => onMudar(page + 1)}>
        Próxima
      </Button>
      <Text>{totalDeRegistros(pagina)}</Text>
    </nav>
  );
}
