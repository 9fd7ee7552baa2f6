export { CompanySignup, signupModel, type CompanySignupProps, type CompanySignupState } from './company-signup.tsx';
export { default as companySignupCss } from './company-signup.css?inline';
