/** Prints the OpenAPI document of every operation of the contract (`npm run --silent openapi`). */
import { openApiDocument } from "../src/upstream/openapi.js"

process.stdout.write(JSON.stringify(openApiDocument(), null, 2) + "\n")
