export { MarathonScreen, MarathonView } from './marathon-screen';
export { QuizScreen } from './quiz-screen';
export { QuizView } from './quiz-view';
export { ResultView } from './result-view';
