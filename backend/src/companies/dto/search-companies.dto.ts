import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class SearchCompaniesDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Kolom q harus berupa teks.' })
  @MinLength(1, { message: 'Ketik kode atau nama perusahaan.' })
  @MaxLength(60, { message: 'Kolom q maksimal 60 karakter.' })
  q!: string;
}
