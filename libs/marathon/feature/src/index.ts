export { MarathonScreen, MarathonView } from './marathon-screen';
export { QuizScreen, QuizView } from './quiz-screen';
export { ResultView } from './result-view';
