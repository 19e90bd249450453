/** companies: the company search. Public face: the module. */
export { CompaniesModule } from './companies.module';
