/** Where a company's offices in a city are saved as a contact (a vCard the server writes). */
export const officeContactPath = (distributorCode: string, cityCode: string) =>
  `/distributors/name/${distributorCode}/${cityCode}/contact.vcf`;
