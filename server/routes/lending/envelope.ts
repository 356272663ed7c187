/** Lending speaks the postpe envelope (success, message, data; multipart statusCode '200'). */
export {
  fail,
  ok,
  okSchema,
  page,
  pageSizeSchema,
  uploadFail,
  uploadOk,
  type PageData,
  type PostpeEnvelope as LendingEnvelope,
} from '../postpe/envelope.js';
