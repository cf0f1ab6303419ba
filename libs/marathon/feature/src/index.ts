export { MarathonScreen, MarathonView } from './marathon-screen';
export { QuizScreen, QuizView, type QuizViewProps } from './quiz-screen';
export { ResultView } from './result-view';
