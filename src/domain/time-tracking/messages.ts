/** German messages of the time-tracking rules that the general catalogue has no wording for. */
export const timeTrackingMessages = {
  endBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
  rangeEndBeforeStart: 'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.',
  shiftTooLong: (hours: number) => `Eine Schicht darf höchstens ${hours} Stunden dauern.`,
  pauseOutside: 'Die Pause muss innerhalb der Aktivität liegen.',
  pauseEndBeforeStart: 'Das Ende der Pause muss nach ihrem Beginn liegen.',
  pausesOverlap: 'Pausen dürfen sich nicht überschneiden und müssen der Reihe nach angegeben werden.',
  openPause: 'Nur die letzte Pause einer laufenden Aktivität darf noch offen sein.',
  alreadyRunning: 'Für diese Person läuft bereits eine Aktivität.',
  activityOverlaps: 'Diese Person hat in diesem Zeitraum bereits eine Aktivität.',
  scheduleOverlaps: 'Diese Person ist in diesem Zeitraum bereits eingeplant.',
  taskOfOtherProject: 'Die Aufgabe gehört nicht zum gewählten Projekt.',
  branchRequired: 'Bitte wählen Sie eine Ihrer Filialen aus.',
} as const;
