export {
  chooseOption,
  isQuizComplete,
  marathonQuizQueryOptions,
  submitQuizMutationOptions,
  type MarathonQuiz,
  type MarathonResult,
  type QuizAnswers,
  type SubmitQuizInput,
} from './quiz-queries';
