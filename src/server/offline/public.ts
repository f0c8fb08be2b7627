// What other areas may use of the offline till's device authorisation: the mobile companion's phone is the user's
// one authorised device, registered and checked the same way.
export { authoriseDevice, listDevices, releaseDevice, requireAuthorisedDevice } from './devices';
