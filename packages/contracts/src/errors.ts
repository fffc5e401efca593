import type { Language } from './i18n.ts';

/**
 * Every error the product can show, by code. The English texts are those of docs/product.md (§5 and §8) word for
 * word; the server answers `{ error: { code, message } }` in the request's language, and the web app
 * translates the code. `status` is the HTTP status the API uses when it raises the code.
 */
interface ErrorDef {
  status: number;
  en: string;
  cn: string;
}

export const errorCatalog = {
  // Platform
  NOT_FOUND: { status: 404, en: 'Not found', cn: '未找到该内容' },
  ROUTE_NOT_FOUND: { status: 404, en: 'This API route does not exist', cn: '该接口不存在' },
  VALIDATION_ERROR: { status: 400, en: 'Some fields are invalid', cn: '部分字段填写有误' },
  BAD_REQUEST: { status: 400, en: 'The request could not be read', cn: '无法解析该请求' },
  PAYLOAD_TOO_LARGE: { status: 413, en: 'The request is too large', cn: '请求内容过大' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, en: 'This content type is not supported', cn: '不支持该内容类型' },
  URI_TOO_LONG: { status: 414, en: 'The address is too long', cn: '请求地址过长' },
  INVALID_CHARACTERS: { status: 400, en: 'This text contains characters that cannot be saved', cn: '内容包含无法保存的字符' },
  UNAUTHORIZED: { status: 401, en: 'Please sign in first', cn: '请先登录' },
  FORBIDDEN: { status: 403, en: 'You do not have access to this', cn: '您无权访问此内容' },
  RATE_LIMITED: { status: 429, en: 'Too many attempts. Please wait a moment and try again.', cn: '尝试次数过多，请稍后再试。' },
  SERVICE_UNAVAILABLE: { status: 503, en: 'The service is temporarily unavailable', cn: '服务暂时不可用' },
  INTERNAL_ERROR: { status: 500, en: 'Something went wrong', cn: '出了点问题' },

  // General (docs/product.md §8)
  NETWORK_ERROR: { status: 503, en: 'Network error. Please check your connection.', cn: '网络错误，请检查您的网络连接。' },
  ORDERS_LOAD_FAILED: { status: 500, en: 'Failed to load orders', cn: '加载订单失败' },
  SEARCH_FAILED: { status: 500, en: 'Search failed', cn: '搜索失败' },
  OPERATION_FAILED: { status: 500, en: 'Operation failed', cn: '操作失败' },
  LOAD_FAILED: { status: 500, en: 'Load failed', cn: '加载失败' },
  ACTION_FAILED: { status: 500, en: 'Action failed', cn: '操作未成功' },

  // Login and account
  INVALID_CREDENTIALS: { status: 401, en: 'Invalid username or password', cn: '用户名或密码错误' },
  GOOGLE_LOGIN_FAILED: { status: 401, en: 'Google login failed', cn: 'Google 登录失败' },
  EMAIL_ALREADY_REGISTERED: {
    status: 409,
    en: 'This email is already registered. Please log in directly.',
    cn: '该邮箱已注册，请直接登录。',
  },
  SIGNUP_FAILED: { status: 500, en: 'An error occurred when trying to create account', cn: '创建账户时出错' },
  AUTO_LOGIN_FAILED: { status: 500, en: 'Auto login failed, please login manually', cn: '自动登录失败，请手动登录' },
  DELETE_ACCOUNT_FAILED: { status: 500, en: 'Failed to delete account', cn: '删除账户失败' },
  USERNAME_TAKEN: { status: 409, en: 'This username is taken. Please choose another.', cn: '该用户名已被使用，请换一个。' },
  USERNAME_INVALID: {
    status: 400,
    en: 'Usernames are up to 40 characters, without spaces or @',
    cn: '用户名最多 40 个字符，不能包含空格或 @',
  },
  INVALID_REFRESH_TOKEN: { status: 401, en: 'Your session has ended. Please sign in again.', cn: '登录已失效，请重新登录。' },
  WRONG_PASSWORD: { status: 400, en: 'The password is not correct', cn: '密码不正确' },
  EMAIL_NOT_VERIFIED: { status: 403, en: 'Please verify your email address first', cn: '请先验证您的邮箱地址' },
  ACTIVATION_REQUIRED: { status: 403, en: 'Please activate your account with an activation code first', cn: '请先使用激活码激活账户' },
  EMAIL_UNCHANGED: { status: 400, en: 'This is already your email address', cn: '这已经是您当前的邮箱地址' },
  CAMPAIGN_NOT_FOUND: { status: 404, en: 'This campaign does not exist', cn: '该活动不存在' },
  INVALID_IMAGE: { status: 415, en: 'Please upload a JPEG, PNG or WebP image under 2MB', cn: '请上传小于 2MB 的 JPEG、PNG 或 WebP 图片' },
  RIGHT_TO_WORK_STATUS_INVALID: {
    status: 400,
    en: 'Please choose your right to work from the list',
    cn: '请从列表中选择您在英国的工作身份',
  },
  RIGHT_TO_WORK_DATE_INVALID: { status: 400, en: 'Please enter a valid date', cn: '请输入有效的日期' },
  RIGHT_TO_WORK_UNTIL_REQUIRED: { status: 400, en: 'Please enter the date your visa or status ends', cn: '请填写您的签证或身份的到期日期' },
  RIGHT_TO_WORK_UNTIL_NOT_ALLOWED: { status: 400, en: 'This status has no end date', cn: '该身份没有到期日期' },
  RIGHT_TO_WORK_UNTIL_PAST: {
    status: 400,
    en: 'This end date has passed. Please check it, or choose the status you hold now.',
    cn: '该到期日期已过。请核对日期，或选择您目前的身份。',
  },

  // Form rules (docs/product.md §5)
  PASSWORD_TOO_SHORT: { status: 400, en: 'Password must be at least 8 characters', cn: '密码至少需要 8 个字符' },
  PASSWORD_RULES: {
    status: 400,
    en: 'Password must be 8-20 characters and contain letters and numbers',
    cn: '密码须为 8-20 个字符，并同时包含字母和数字',
  },
  PASSWORD_MISMATCH: { status: 400, en: "Password doesn't match", cn: '两次输入的密码不一致' },
  RESET_PASSWORD_TOO_SHORT: { status: 400, en: 'Password must be at least 5 characters', cn: '密码至少需要 5 个字符' },
  RESET_PASSWORDS_MISMATCH: { status: 400, en: 'Passwords do not match', cn: '两次输入的密码不匹配' },
  FIELDS_REQUIRED: { status: 400, en: 'Please fill in all fields', cn: '请填写所有字段' },
  TERMS_NOT_AGREED: { status: 400, en: 'Please agree to the Terms of Service and Privacy Policy', cn: '请同意服务条款和隐私政策' },
  INVALID_EMAIL: { status: 400, en: 'Please enter a valid email address', cn: '请输入有效的邮箱地址' },
  USERNAME_REQUIRED: { status: 400, en: 'Username cannot be empty', cn: '用户名不能为空' },
  SECURITY_CHECK_REQUIRED: { status: 400, en: 'Please complete the security verification', cn: '请完成安全验证' },
  SECURITY_CHECK_FAILED: { status: 400, en: 'Security verification failed. Please try again.', cn: '安全验证失败，请重试。' },
  SECURITY_CHECK_EXPIRED: { status: 400, en: 'Security verification expired. Please verify again.', cn: '安全验证已过期，请重新验证。' },

  // Verification and reset
  INVALID_VERIFICATION_LINK: { status: 400, en: 'Invalid verification link', cn: '验证链接无效' },
  VERIFICATION_LINK_EXPIRED: { status: 400, en: 'Invalid or expired verification link', cn: '验证链接无效或已过期' },
  VERIFY_EMAIL_FAILED: { status: 500, en: 'Failed to verify email', cn: '邮箱验证失败' },
  RESET_EMAIL_FAILED: { status: 500, en: 'Failed to send reset email', cn: '发送重置邮件失败' },
  INVALID_RESET_TOKEN: { status: 400, en: 'Invalid or expired reset token', cn: '重置链接无效或已过期' },

  // Activation codes
  ACTIVATION_CODE_REQUIRED: { status: 400, en: 'Please enter activation code', cn: '请输入激活码' },
  ACTIVATION_CODE_EMPTY: { status: 400, en: 'Activation code is required', cn: '激活码为必填项' },
  ACTIVATION_CODE_LENGTH: { status: 400, en: 'Activation code must be 8 characters', cn: '激活码必须为 8 个字符' },
  INVALID_ACTIVATION_CODE: { status: 400, en: 'Invalid activation code', cn: '激活码无效' },
  ACTIVATION_CODE_EXPIRED: { status: 400, en: 'Activation code has expired', cn: '激活码已过期' },
  ACTIVATION_CODE_LIMIT: { status: 400, en: 'Activation code usage limit exceeded', cn: '激活码使用次数已达上限' },
  USER_ALREADY_ACTIVATED: { status: 409, en: 'User already activated', cn: '用户已激活' },
  ACTIVATION_FAILED: { status: 500, en: 'Failed to verify activation code', cn: '激活码验证失败' },

  // Referral and upgrade
  UPGRADE_FAILED: { status: 500, en: 'Upgrade failed, please try again later', cn: '升级失败，请稍后再试' },
  REFERRAL_LINK_NOT_FOUND: { status: 404, en: "Referral link doesn't exist", cn: '推荐链接不存在' },
  NOT_ENOUGH_REFERRALS: { status: 400, en: 'Not enough referral counts', cn: '推荐人数不足' },
  REFERRAL_ALREADY_USED: { status: 409, en: 'You already used referral for upgrade', cn: '您已使用过推荐升级' },

  // Membership, checkout and quotas
  PLAN_INVALID: { status: 400, en: 'Please choose the Plus or Premium plan', cn: '请选择 Plus 或 Premium 套餐' },
  CHECKOUT_CONSENT_REQUIRED: {
    status: 400,
    en: 'Please agree that the service starts now and that you lose the 14-day right to cancel once you use it',
    cn: '请确认服务立即开始，并同意一旦使用即放弃 14 天内取消的权利',
  },
  CHECKOUT_FAILED: { status: 502, en: 'Could not start the payment. Please try again later.', cn: '无法发起支付，请稍后再试。' },
  PAYMENTS_UNAVAILABLE: { status: 503, en: 'Payments are not available right now', cn: '暂时无法付款' },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, en: 'The webhook signature is not valid', cn: 'Webhook 签名无效' },
  HELPER_LIMIT_REACHED: {
    status: 403,
    en: 'You have used all AI helper uses of your membership. Upgrade to get more.',
    cn: '您的会员 AI 助手次数已用完，升级后可获得更多次数。',
  },
  RECOMMENDATIONS_LIMIT_REACHED: {
    status: 403,
    en: 'You have reached the recommendation limit of your membership this month',
    cn: '本月推荐职位数量已达您会员等级的上限',
  },
  RECIPIENTS_EXCEED_PLAN: {
    status: 403,
    en: 'Too many recipients for your membership. Upgrade to add more.',
    cn: '收件人数量超过您会员等级的上限，升级后可添加更多。',
  },
  TEMPLATE_NOT_IN_PLAN: {
    status: 403,
    en: 'This template is not included in your membership. Upgrade to use it.',
    cn: '您的会员等级不包含该模板，升级后即可使用。',
  },
  INSIGHTS_LIMIT_REACHED: {
    status: 403,
    en: 'You have reached the insight limit of your membership',
    cn: '数据洞察数量已达您会员等级的上限',
  },

  // Resumes
  RESUMES_LOAD_FAILED: { status: 500, en: 'Failed to load resumes', cn: '加载简历失败' },
  RESUME_DELETE_FAILED: { status: 500, en: 'Failed to delete resume', cn: '删除简历失败' },
  RESUME_ALIAS_UPDATE_FAILED: { status: 500, en: 'Failed to update alias, please try again', cn: '更新别名失败，请重试' },
  RESUME_UPLOAD_FAILED: { status: 500, en: 'Failed to upload. Please try again', cn: '上传失败，请重试' },
  RESUME_REPLACE_FAILED: { status: 500, en: 'Failed to replace resume', cn: '替换简历失败' },
  RESUME_DOWNLOAD_FAILED: { status: 500, en: 'Could not download this file', cn: '无法下载此文件' },
  RESUME_DOWNLOAD_LINK_FAILED: { status: 500, en: 'Unable to get download link', cn: '无法获取下载链接' },
  RESUME_CREATE_FAILED: { status: 500, en: 'Failed to create resume', cn: '创建简历失败' },
  RESUME_PDF_UPLOAD_FAILED: { status: 500, en: 'Resume created but PDF upload failed', cn: '简历已创建，但 PDF 上传失败' },
  RESUME_UPDATE_FAILED: { status: 500, en: 'Failed to update resume', cn: '更新简历失败' },
  PDF_GENERATE_FAILED: { status: 500, en: 'Failed to generate PDF', cn: '生成 PDF 失败' },
  RESUME_SAVE_FAILED: { status: 500, en: 'Failed to save to Resume Manager', cn: '保存到简历管理失败' },
  OPTIMIZATION_FAILED: { status: 500, en: 'Optimization failed', cn: '优化失败' },
  AI_CONTENT_FAILED: { status: 502, en: 'Failed to get AI content', cn: '获取 AI 内容失败' },
  // The AI assistant (docs/product.md §10)
  AI_ROLE_REQUIRED: { status: 400, en: 'Please fill in the role and choose it from the list', cn: '请填写职位并从列表中选择' },
  AI_DESCRIPTION_REQUIRED: { status: 400, en: 'Please fill in the description or About Me first', cn: '请先填写工作描述或个人简介' },
  AI_TARGET_REQUIRED: { status: 400, en: 'Choose a job or paste its description', cn: '请选择一个职位或粘贴职位描述' },
  AI_JOB_TEXT_TOO_SHORT: { status: 400, en: 'Paste the whole job description', cn: '请粘贴完整的职位描述' },
  AI_NOTHING_TO_READ: { status: 422, en: 'This resume has no text to work with yet', cn: '这份简历还没有可分析的内容' },
  RESUME_NOT_FOUND: { status: 404, en: 'Resume not found. Please select a valid resume.', cn: '未找到简历，请选择有效的简历。' },
  RESUME_FILE_PATH_MISSING: {
    status: 409,
    en: 'Resume file path is missing. Please re-upload your resume.',
    cn: '简历文件路径缺失，请重新上传简历。',
  },
  RESUME_FILE_NOT_FOUND: {
    status: 404,
    en: 'Resume file not found. Please re-upload your resume.',
    cn: '未找到简历文件，请重新上传简历。',
  },
  // The review step (decision 057): the reading as the person corrects it.
  READING_NAME_REQUIRED: { status: 400, en: 'Please enter your name', cn: '请填写您的姓名' },
  READING_DATE_FORMAT: { status: 400, en: 'Use MM/YYYY, or the year alone', cn: '请使用 MM/YYYY 格式，或只填年份' },
  RESUME_PROCESS_FAILED: { status: 500, en: 'Failed to process resume file. Please try again.', cn: '处理简历文件失败，请重试。' },
  // A file the reader refused (a decompression bomb, thousands of pages, more text than any resume): the sender's file.
  RESUME_FILE_UNREADABLE: {
    status: 422,
    en: 'This file could not be read: it is too large or too complex for a resume. Please upload a different PDF.',
    cn: '无法读取此文件：其内容过大或过于复杂，不像一份简历。请上传其他 PDF 文件。',
  },
  RESUME_ALIAS_EMPTY: { status: 400, en: 'Alias cannot be empty', cn: '别名不能为空' },
  RESUME_ALIAS_TOO_LONG: { status: 400, en: 'Alias cannot exceed 18 characters', cn: '别名不能超过 18 个字符' },
  RESUME_ALIAS_TAKEN: { status: 409, en: 'Alias name already exists, please modify', cn: '别名已存在，请修改' },
  RESUME_NOT_PDF: { status: 415, en: 'Only PDF files are allowed', cn: '仅允许上传 PDF 文件' },
  RESUME_TOO_LARGE: { status: 413, en: 'File size must be under 10MB', cn: '文件大小必须小于 10MB' },
  RESUME_LAST_CANNOT_DELETE: {
    status: 409,
    en: 'Cannot delete your last resume. You must keep at least one resume.',
    cn: '无法删除最后一份简历，您必须至少保留一份简历。',
  },
  RESUME_LIMIT_REACHED: {
    status: 409,
    en: 'You have reached the resume limit. Choose a resume to replace.',
    cn: '简历数量已达上限，请选择一份简历进行替换。',
  },

  // Resume builder (docs/product.md §5: each required field has its own "is required" message)
  FIRST_NAME_REQUIRED: { status: 400, en: 'First name is required', cn: '名字为必填项' },
  LAST_NAME_REQUIRED: { status: 400, en: 'Last name is required', cn: '姓氏为必填项' },
  ROLE_REQUIRED: { status: 400, en: 'Role is required', cn: '职位为必填项' },
  EMAIL_REQUIRED: { status: 400, en: 'Email is required', cn: '邮箱为必填项' },
  PHONE_REQUIRED: { status: 400, en: 'Phone number is required', cn: '电话号码为必填项' },
  COUNTRY_REQUIRED: { status: 400, en: 'Country is required', cn: '国家为必填项' },
  ADDRESS_REQUIRED: { status: 400, en: 'Address is required', cn: '地址为必填项' },
  ABOUT_ME_REQUIRED: { status: 400, en: 'About me is required', cn: '自我介绍为必填项' },
  SCHOOL_REQUIRED: { status: 400, en: 'College/School name is required', cn: '学校名称为必填项' },
  MAJOR_REQUIRED: { status: 400, en: 'Major is required', cn: '专业为必填项' },
  DEGREE_REQUIRED: { status: 400, en: 'Degree is required', cn: '学位为必填项' },
  START_DATE_REQUIRED: { status: 400, en: 'Start date is required', cn: '开始日期为必填项' },
  END_DATE_REQUIRED: { status: 400, en: 'End date is required', cn: '结束日期为必填项' },
  COMPANY_REQUIRED: { status: 400, en: 'Company name is required', cn: '公司名称为必填项' },
  WORK_ROLE_REQUIRED: { status: 400, en: 'Role is required', cn: '职位为必填项' },
  LOCATION_REQUIRED: { status: 400, en: 'Location is required', cn: '地点为必填项' },
  DESCRIPTION_REQUIRED: { status: 400, en: 'Description is required', cn: '描述为必填项' },
  EDUCATION_REQUIRED: { status: 400, en: 'Add at least one education entry', cn: '请至少添加一条教育经历' },
  WORK_REQUIRED: { status: 400, en: 'Add at least one work experience entry', cn: '请至少添加一条工作经历' },
  DATE_FORMAT_INVALID: { status: 400, en: 'Use the format MM/YYYY', cn: '请使用 MM/YYYY 格式' },
  END_BEFORE_START: { status: 400, en: 'End date must be after the start date', cn: '结束日期必须晚于开始日期' },
  FIELD_TOO_LONG: { status: 400, en: 'This field is too long', cn: '该字段内容过长' },
  TOO_MANY_ENTRIES: { status: 400, en: 'Too many entries', cn: '条目过多' },
  PROFILE_LIMIT_REACHED: {
    status: 403,
    en: 'You have reached the profile limit for your membership. Upgrade to create more.',
    cn: '您的会员等级可创建的简历档案已达上限，升级后可创建更多。',
  },
  PROFILE_NOT_FOUND: { status: 404, en: 'Profile not found', cn: '未找到该简历档案' },
  TEMPLATE_LOCKED: {
    status: 403,
    en: 'This template is not included in your membership. Upgrade to use it.',
    cn: '您的会员等级不包含此模板，升级后即可使用。',
  },
  PDF_NO_TEXT: {
    status: 422,
    en: 'This PDF has no selectable text (it may be a scan). Please fill in the form by hand.',
    cn: '该 PDF 没有可识别的文字（可能是扫描件），请手动填写表单。',
  },

  // Jobs and applying
  JOB_DETAILS_LOAD_FAILED: { status: 500, en: 'Failed to load job details', cn: '加载职位详情失败' },
  JOB_DELETE_FAILED: { status: 500, en: 'Failed to delete job', cn: '删除职位失败' },
  SEARCH_QUERY_REQUIRED: { status: 400, en: 'Please enter a keyword or a location', cn: '请输入关键词或地点' },
  SEARCH_NEEDS_WORD: {
    status: 400,
    en: 'Add a word to look for: a search cannot only leave words out',
    cn: '请输入要查找的词：搜索不能只有排除的词',
  },
  SEARCH_TIMED_OUT: {
    status: 503,
    en: 'The search took too long. Please try again, or add a word or a filter.',
    cn: '搜索超时，请重试，或添加关键词或筛选条件。',
  },
  EMAIL_SEND_FAILED: { status: 502, en: 'Failed to send email', cn: '发送邮件失败' },
  COVER_LETTERS_FAILED: { status: 502, en: 'Failed to generate cover letters', cn: '生成求职信失败' },
  COVER_LETTER_EMPTY: { status: 502, en: 'Cover letter generation failed or the content is empty', cn: '求职信生成失败或内容为空' },
  NO_SUCCESSFUL_COVER_LETTERS: {
    status: 400,
    en: 'No cover letters were generated successfully. Please regenerate before applying.',
    cn: '没有成功生成的求职信，请先重新生成再申请。',
  },
  FLASH_APPLY_MAX_REACHED: { status: 403, en: 'You reached maximum count for flash apply.', cn: '您的闪投次数已达上限。' },
  SELECTION_EXCEEDS_PLAN: {
    status: 403,
    en: 'Selected position count exceeds the maximum count for your membership',
    cn: '所选职位数量超过了您会员等级的上限',
  },
  FLASH_LIMIT_REACHED: {
    status: 403,
    en: 'Flash apply limit reached. Upgrade to select more.',
    cn: '闪投数量已达上限，升级会员可选择更多。',
  },
  POSITION_SELECTION_LIMIT: { status: 400, en: 'Position selection limit exceeded', cn: '已超过职位选择上限' },
  POSITIONS_REQUIRED: { status: 400, en: 'Please select at least one position', cn: '请至少选择一个职位' },
  SUBJECT_REQUIRED: { status: 400, en: 'Subject cannot be empty', cn: '邮件主题不能为空' },
  COVER_LETTER_REQUIRED: { status: 400, en: 'Cover letter cannot be empty', cn: '求职信不能为空' },
  MAILBOX_NOT_CONNECTED: { status: 400, en: 'Please connect your Google account first', cn: '请先关联您的 Google 账户' },
  FLASH_NO_SPONSOR_ONLY: {
    status: 400,
    en: 'Every job you chose says it will not sponsor a visa, or its employer is not a licensed sponsor. Include them anyway, or choose other jobs',
    cn: '您选择的职位都写明不提供签证担保，或雇主不是持牌担保雇主。如仍要申请，请勾选"仍然包含"，或选择其他职位',
  },
  FLASH_RECIPIENT_REQUIRED: {
    status: 400,
    en: 'Please enter a recipient email for each job without an HR email',
    cn: '没有 HR 邮箱的职位请填写收件人邮箱',
  },
  FLASH_TOO_MANY_RECIPIENTS: { status: 400, en: 'Too many recipients for your membership', cn: '收件人数量超过了您会员等级的上限' },
  FLASH_BATCH_NOT_FOUND: { status: 404, en: 'These applications were not found', cn: '未找到这些申请' },
  FLASH_BATCH_LOCKED: {
    status: 409,
    en: 'These emails have been confirmed and can no longer be changed',
    cn: '这些邮件已确认发送，无法再修改',
  },
  FLASH_LETTERS_PENDING: { status: 409, en: 'Cover letters are still being generated', cn: '求职信仍在生成中' },
  FLASH_SEND_INTERRUPTED: {
    status: 502,
    en: 'Sending stopped while this email was going out: it may or may not have been delivered, so it is not sent again',
    cn: '发送过程中被中断：邮件可能已送达，也可能没有，因此不会自动重发',
  },
  FLASH_SEND_UNCONFIRMED: {
    status: 502,
    en: 'The mailbox did not confirm this email: it may have been sent, so it is not sent again',
    cn: '邮箱未确认此邮件：它可能已发出，因此不会自动重发',
  },
  FLASH_ALREADY_SENT: { status: 409, en: 'You have already sent this job to this recipient', cn: '您已向该收件人发送过此职位的申请' },
  FLASH_DAILY_LIMIT: {
    status: 429,
    en: "Your mailbox's daily sending limit is reached. Please try again tomorrow.",
    cn: '已达到邮箱每日发送上限，请明天再试。',
  },
  FLASH_COMPANY_DAILY_LIMIT: {
    status: 429,
    en: 'Today’s limit of applications to this company is reached. Please try again tomorrow.',
    cn: '今天向该公司发送的申请已达上限，请明天再试。',
  },
  FLASH_DAILY_RECIPIENT_LIMIT: {
    status: 429,
    en: 'Today’s limit of recipients is reached. Please try again tomorrow.',
    cn: '今天的收件人数量已达上限，请明天再试。',
  },
  FLASH_BLOCKED: {
    status: 403,
    en: 'Sending from your account is paused. Please contact us.',
    cn: '您账户的发送功能已暂停，请联系我们。',
  },
  FLASH_CHECKS_UNCONFIRMED: {
    status: 409,
    en: 'Please confirm the marked recipients and links before sending',
    cn: '发送前请确认已标记的收件人和链接',
  },
  FLASH_NOT_UNKNOWN: {
    status: 409,
    en: 'Only an email whose status is unknown can be settled this way',
    cn: '只有状态未知的邮件才能这样处理',
  },
  LETTERS_LIMIT_REACHED: {
    status: 403,
    en: 'You have used this month’s cover letters. Upgrade to write more.',
    cn: '您本期的求职信生成次数已用完，升级会员可生成更多。',
  },
  LETTERS_RATE_LIMITED: {
    status: 429,
    en: 'Too many cover letters in the last hour. Please try again later.',
    cn: '过去一小时生成的求职信过多，请稍后再试。',
  },
  MAILBOX_AUTH_FAILED: { status: 400, en: 'Please link your Google mailbox again', cn: '请重新关联您的 Google 邮箱' },
  MAILBOX_RATE_LIMITED: {
    status: 429,
    en: 'Your mailbox refused more emails for now. Please try again later.',
    cn: '您的邮箱暂时拒绝发送更多邮件，请稍后再试。',
  },

  AGENCY_NOT_FOUND: { status: 404, en: 'This agency does not exist', cn: '该中介不存在' },

  // Forms
  INVALID_URL: {
    status: 400,
    en: 'Please enter a valid link starting with http:// or https://',
    cn: '请输入以 http:// 或 https:// 开头的有效链接',
  },
  INVALID_CONTACT: { status: 400, en: 'Please enter a valid email address or phone number', cn: '请输入有效的邮箱地址或电话号码' },
  TITLE_REQUIRED: { status: 400, en: 'Please enter a title', cn: '请填写标题' },
  NAME_REQUIRED: { status: 400, en: 'Please enter your name', cn: '请填写您的姓名' },
  CONTACT_REQUIRED: { status: 400, en: 'Please enter an email address or phone number', cn: '请填写邮箱地址或电话号码' },

  // Reviews
  REVIEW_RATING_REQUIRED: { status: 400, en: 'Please choose a rating', cn: '请选择评分' },
  REVIEW_ACCOUNT_TOO_NEW: {
    status: 403,
    en: 'You can write reviews once your account is a day old',
    cn: '您的账户注册满一天后即可发表评价',
  },
} as const satisfies Record<string, ErrorDef>;

export type ErrorCode = keyof typeof errorCatalog;

export const ERROR_CODES = Object.keys(errorCatalog) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalog, value);
}

export function errorMessage(code: ErrorCode, lang: Language): string {
  return errorCatalog[code][lang];
}

export function errorStatus(code: ErrorCode): number {
  return errorCatalog[code].status;
}
