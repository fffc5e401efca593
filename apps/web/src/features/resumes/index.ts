export { BuilderPage } from './pages/builder-page';
export { CreateProfilePage } from './pages/create-profile-page';
export { CreateResumePage } from './pages/create-resume-page';
export { ProfileSuccessPage } from './pages/profile-success-page';
export { ResumesManagePage } from './pages/resumes-manage-page';
export { UploadResumePage } from './pages/upload-resume-page';
