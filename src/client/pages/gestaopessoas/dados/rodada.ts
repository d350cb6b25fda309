import { useEffect } from 'react';

// A round (rodada) is the number a search of the register runs under: its pages and the map's
// markers are cached by it. Each navigation that shows the register (a visit, each search the user
// asks for, the same search again, a return with Back) runs anew, so a navigation gets a number no
// earlier one used, and keeps it for as long as the register shows it.
//
// The number is looked up by the navigation's key rather than counted in the render: navigations
// render in a transition, which React may restart under load, and a render started again must ask
// for the same round (the map's markers, preloaded while rendering, were asked twice otherwise).

const rodadas = new Map<string, number>();
let ultima = 0;

function rodadaDa(navegacao: string): number {
  let rodada = rodadas.get(navegacao);
  if (rodada === undefined) {
    rodada = ++ultima;
    rodadas.set(navegacao, rodada);
  }
  return rodada;
}

/** The round of the navigation the register shows; a navigation left behind is forgotten. */
export function useRodada(navegacao: string): number {
  const rodada = rodadaDa(navegacao);
  useEffect(() => {
    // Set again after a remount of the same navigation (React's StrictMode runs effects twice).
    rodadas.set(navegacao, rodada);
    return () => {
      rodadas.delete(navegacao);
    };
  }, [navegacao, rodada]);
  return rodada;
}
