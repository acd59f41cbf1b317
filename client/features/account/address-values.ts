/** An address form's fields, as strings (the country as its id): the dashboard's and the checkout's. */
export const emptyAddressValues = {
  company: '',
  firstname: '',
  middle_name: '',
  lastname: '',
  street: '',
  house_number: '',
  house_number_addition: '',
  postcode: '',
  city: '',
  country_id: '',
  phone: '',
};
