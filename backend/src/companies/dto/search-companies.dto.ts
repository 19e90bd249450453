import { COMPANY_SEARCH_MAX_LENGTH } from '@telisik/contract/constants';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class SearchCompaniesDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Kolom q harus berupa teks.' })
  @MinLength(1, { message: 'Ketik kode atau nama perusahaan.' })
  @MaxLength(COMPANY_SEARCH_MAX_LENGTH, { message: `Kolom q maksimal ${COMPANY_SEARCH_MAX_LENGTH} karakter.` })
  q!: string;
}
