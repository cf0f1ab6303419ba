export {
  chooseOption,
  isQuizComplete,
  marathonQuizQueryOptions,
  submitQuizMutationOptions,
  type MarathonQuiz,
  type MarathonResult,
  type QuizAnswers,
} from './quiz-queries';
