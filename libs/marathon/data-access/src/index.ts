export {
  chooseOption,
  isQuizComplete,
  marathonKeys,
  marathonQuizQueryOptions,
  submitQuizMutationOptions,
  type Marathon,
  type MarathonQuiz,
  type MarathonResult,
  type QuizAnswers,
  type QuizQuestion,
  type SubmitQuizInput,
} from './quiz-queries';
