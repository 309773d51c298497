/** The worker the plan maker's solver runs in (solver-client.ts starts it; solver-service.ts says what it does). */
import { serveSolver, type SolverScope } from "./solver-service"

serveSolver(self as unknown as SolverScope)
